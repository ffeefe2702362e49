import { useEffect, useState } from 'react';
import { number, object, string, type Infer } from 'superstruct';
import { resendWaitSeconds, sentAtFromRetryAfter } from '../../forms/account-forms.ts';
import { HttpStatusError } from '../../http/api-errors.ts';

/**
 * The seconds left before a code sent at `sentAt` (ms) may be asked again, ticking down each
 * second to 0 (issue 29 item 16: the resend button waits out the server's minute, counting).
 */
export function useResendCountdown(sentAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = sentAt === undefined ? 0 : resendWaitSeconds(sentAt, now);
  const counting = left > 0;
  useEffect(() => {
    setNow(Date.now());
    if (sentAt === undefined || !counting) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt, counting]);
  return left;
}

/** When the code must have been sent, read from a refused resend's 429 (`retry_after` seconds); undefined for any other failure. */
export function sentAtOfRefusal(error: unknown, now = Date.now()): number | undefined {
  if (!(error instanceof HttpStatusError) || error.status !== 429) return undefined;
  const data: unknown = error.data;
  const wait = typeof data === 'object' && data !== null && 'retry_after' in data && typeof data.retry_after === 'number' ? data.retry_after : undefined;
  return wait === undefined ? undefined : sentAtFromRetryAfter(wait, now);
}

/** A code sent, kept for this tab (sessionStorage) so a reload within its life shows the code field again. */
const SentCode = object({ phone: string(), sent_at: number() });
export type SentCode = Infer<typeof SentCode>;

/** How long a kept code is shown again: an SMS code lives 10 minutes (server/accounts/one-time-codes.ts). */
const CODE_LIFE_MS = 10 * 60_000;

/** The code kept under `key`, if it is still alive at `now`. */
export function readSentCode(key: string, now = Date.now()): SentCode | undefined {
  try {
    const text = globalThis.sessionStorage?.getItem(key);
    if (text == null) return undefined;
    const [failure, value] = SentCode.validate(JSON.parse(text));
    return failure === undefined && now - value.sent_at < CODE_LIFE_MS ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or, with undefined, forgets) the code sent under `key`. */
export function keepSentCode(key: string, sent: SentCode | undefined): void {
  try {
    if (sent === undefined) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, JSON.stringify(sent));
  } catch {
    // storage off (private mode): the field is simply not restored after a reload
  }
}
