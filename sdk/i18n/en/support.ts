import type { support as ru } from '../ru/support.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The contact (support) popup and its confirmation. */
export const support = {
  title: 'Write to us',
  promise: 'We will reply within a couple of hours',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  text: 'Message',
  question: 'Your question',
  submit: 'Send',
  successTitle: 'The best contribution to your team',
  successText: 'Thank you! Your request has been sent. Our managers will contact you shortly.',
  close: 'Close',
} as const satisfies MessagesShape<typeof ru>;
