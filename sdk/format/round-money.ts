/**
 * Rounds an amount to kopecks (2 decimals, half away from zero), as price calculations do
 * (purchase.md §9). Binary fractions are corrected first: 1.005 → 1.01, not 1.
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const rounded = cents / 100;
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}
