import { roundMoney } from '../format/round-money.ts';

/** Whole roubles for an item card (purchase.md §9): the kopeck amount rounded half away from zero. */
export function cardRoubles(value: number): number {
  const kopecks = roundMoney(value);
  return Math.sign(kopecks) * Math.round(Math.abs(kopecks));
}
