/**
 * Where the card provider sends the buyer back: which order the thanks page checks and when
 * the basket shows the payment error popup — the local provider's pairs and Robokassa's.
 */
import { describe, expect, it } from 'vitest';
import { returnedFromFailedPayment, returnedOrderId } from '../../sdk/basket/index.ts';

describe('returnedOrderId', () => {
  it.each([
    { search: '?order=o-1', order: 'o-1' },
    { search: '?OutSum=1000.00&InvId=42&SignatureValue=ab&Culture=ru&Shp_order=o-2', order: 'o-2' },
    { search: '?order=o-3&Shp_order=o-4', order: 'o-3' },
    { search: '?InvId=42', order: '' },
    { search: '', order: '' },
  ])('$search → "$order"', ({ search, order }) => {
    expect(returnedOrderId(new URLSearchParams(search))).toBe(order);
  });
});

describe('returnedFromFailedPayment', () => {
  it.each([
    { search: '?payment=failed', failed: true },
    { search: '?OutSum=1000.00&InvId=42&Culture=ru&Shp_order=o-2', failed: true },
    { search: '?payment=ok', failed: false },
    { search: '?InvId=42', failed: false },
    { search: '', failed: false },
  ])('$search → $failed', ({ search, failed }) => {
    expect(returnedFromFailedPayment(new URLSearchParams(search))).toBe(failed);
  });
});
