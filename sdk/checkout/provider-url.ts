import type { PaymentResponse } from '../contract/schemas/payment-order.ts';

/**
 * The payment provider's address with the returned form pairs appended as query parameters
 * (purchase.md §4). `base` resolves a relative address (the page's own, given by the caller).
 */
export function providerUrl(answer: Pick<PaymentResponse, 'redirect_url' | 'form'>, base: string): string {
  const url = new URL(answer.redirect_url, base);
  for (const [name, value] of Object.entries(answer.form)) url.searchParams.append(name, String(value));
  return url.href;
}
