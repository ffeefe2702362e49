/**
 * Support requests (account.md §7 "POST /api/support").
 * Decided: auth 'optional' (the server links a request to the signed-in user); `text`,
 * `support_type` ('clubs' from the club popup) and `mailing` are optional; answers `{ message }`.
 */
import { boolean, object, optional, type Infer } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { MessageResponse } from './schemas/common.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

/** The body of POST /api/support. */
export const SupportRequest = object({
  name: limitedText(TEXT_MAX.name),
  email: limitedText(TEXT_MAX.email),
  phone: limitedText(TEXT_MAX.phone),
  text: optional(limitedText(TEXT_MAX.text)),
  support_type: optional(limitedText(TEXT_MAX.id)),
  mailing: optional(boolean()),
});
export type SupportRequest = Infer<typeof SupportRequest>;

export const supportCalls = {
  send: defineCall({
    method: 'POST',
    path: '/api/support',
    auth: 'optional',
    summary: 'Sends a support request.',
    body: SupportRequest,
    response: MessageResponse,
  }),
};

/** Sends a support request. */
export const sendSupportRequest = (request: SupportRequest) => invoke(supportCalls.send, { body: request });
