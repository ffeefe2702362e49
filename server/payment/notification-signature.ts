/**
 * The provider's signature on a notification: HMAC-SHA256 of the raw request body with the
 * shared secret, hex, in the `X-Payment-Signature` header. Verified in constant time; the
 * body is parsed only after its signature holds, so one changed byte is a rejection.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries the signature. */
export const SIGNATURE_HEADER = 'x-payment-signature';

/** The hex HMAC-SHA256 of `body` under `secret`. */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Whether `signature` is the signature of `body` under `secret`. */
export function verifyBody(body: string, signature: string | undefined, secret: string): boolean {
  if (signature === undefined || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
