import type { limits as ru } from '../ru/limits.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** Limits that refuse a request for a while (429, server/limits). */
export const limits = {
  loginLocked: 'Too many failed sign-in attempts. Try again in {{minutes}} min.',
  resendTooSoon: 'You can request a new code in {{seconds}} s',
  resendTooOften: 'Too many code requests. Try again in {{minutes}} min.',
  smsPerAddress: 'Too many code requests from your network. Try again in {{minutes}} min.',
  mailPerAddress: 'Too many e-mails requested from your network. Try again in {{minutes}} min.',
  signInPerAddress: 'Too many failed sign-in attempts from your network. Try again in {{minutes}} min.',
  codeChecksPerPhone: 'Too many code attempts for this number. Try again in {{minutes}} min.',
  uploadsPerHour: 'Too many files uploaded. Try again in {{minutes}} min.',
  signInLinks: 'Too many sign-in links. Try again in {{minutes}} min.',
  ordersPerAddress: 'Too many orders from your network. Try again in {{minutes}} min.',
  socialStarts: 'Too many social sign-in attempts from your network. Try again in {{minutes}} min.',
  holdsPerAddress: 'Too many unpaid places are held from your network. Pay for the orders or try again in {{minutes}} min.',
  partnerCalls: 'Too many partner requests. Try again in {{minutes}} min.',
  linkResendTooSoon: 'You can request a new link in {{seconds}} s',
  linkResendTooOften: 'Too many link requests. Try again in {{minutes}} min.',
} as const satisfies MessagesShape<typeof ru>;
