import { number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/**
 * Money of a cancelled purchase going back (ours, issue 27): the sum in roubles, and when the
 * provider finished the refund (ISO; null while it runs — 'Ожидайте возврат', then 'Возвращено').
 */
export const RefundInfo = type({ amount: number(), refunded_at: maybe(string()) });
export type RefundInfo = Infer<typeof RefundInfo>;
