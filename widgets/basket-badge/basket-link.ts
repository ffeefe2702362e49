/** Where the badge leads on the organiser's site. */
export const BASKET_PATH = '/basket';

/** The basket picture of `<racekit-basket-badge>`, drawn by the widget and by its first paint alike. */
export const basketIcon = {
  viewBox: '0 0 24 24',
  cart: 'M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1L21 8H6.2',
  wheels: [
    [9.5, 20],
    [17, 20],
  ],
  wheelRadius: 1.6,
} as const;

/** The number in the bubble: up to 99, then '99+'. */
export function badgeCountText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
