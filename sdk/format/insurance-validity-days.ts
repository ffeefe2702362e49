/** Whole days of an insurance's validity: `validity_time` seconds / 86400, rounded down (account.md §2). */
export function insuranceValidityDays(validitySeconds: number): number {
  if (!Number.isFinite(validitySeconds) || validitySeconds <= 0) return 0;
  return Math.floor(validitySeconds / 86_400);
}
