/** How many skeleton cards stand in for the list while it loads (fewer when `limit` is lower). */
export const SKELETON_CARDS = 4;

/** The skeleton cards for a `limit` (a whole number from 1, or none). */
export function skeletonCount(limit: number | undefined): number {
  return Math.min(SKELETON_CARDS, limit ?? SKELETON_CARDS);
}
