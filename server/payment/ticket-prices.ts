import { roundMoney } from '../../sdk/format/index.ts';

/**
 * The prices of a ticket line's `count` tickets: its `total` shared to the kopeck. A ticket's
 * price is what its return sends back, and an even share each may add up to more than was paid
 * (2000 ₽ for three is 666.67 × 3 = 2000.01); so the kopecks left over go one each to the
 * first tickets (666.67, 666.67, 666.66).
 */
export function ticketPrices(total: number, count: number): number[] {
  const kopecks = Math.round(roundMoney(total) * 100);
  const share = Math.floor(kopecks / count);
  const extra = kopecks - share * count;
  return Array.from({ length: count }, (_, index) => (share + (index < extra ? 1 : 0)) / 100);
}
