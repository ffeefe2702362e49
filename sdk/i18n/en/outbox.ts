import type { outbox as ru } from '../ru/outbox.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The mails and SMS the server sends (read by the server only; see ru/outbox.ts). */
export const outbox = {
  greeting: 'Hello!',
  signature: 'Kind regards, {{organiser}}',
  linkHint: 'If the button does not open, copy the link into the address bar of your browser:',
  notYou: 'If you did not ask for this mail, simply delete it.',
  confirmEmail: {
    subject: 'Confirm your e-mail',
    text: 'To confirm your e-mail and finish the registration, follow the link.',
    action: 'Confirm e-mail',
  },
  resetPassword: {
    subject: 'Password recovery',
    text: 'To set a new password, follow the link. The link is valid for 1 hour.',
    action: 'Set a new password',
  },
  newEmail: {
    subject: 'Confirm your new e-mail',
    text: 'To make this address the address of your account, follow the link.',
    action: 'Confirm the address',
  },
  /** Registration with an address that has an account (issue 28: the answer does not tell). */
  registrationAttempt: {
    subject: 'Someone tried to sign up',
    text: 'Someone tried to sign up with this address, but you already have an account. If it was you, sign in with your password or set a new one with the link. The link is valid for 1 hour.',
    action: 'Set a new password',
  },
  ticketTransfer: {
    subject: 'A ticket has been passed to you',
    text: 'A ticket for “{{event}}” ({{format}}) has been passed to you. Sign in with this address to see it.',
    action: 'Open my tickets',
  },
  order: {
    subject: 'Order No. {{number}} paid: {{event}}',
    subjectShop: 'Order No. {{number}} paid',
    number: 'Order No. {{number}}',
    text: 'Thank you! The payment has arrived. Show the QR code of your ticket at the participants’ registration.',
    ticket: 'Ticket No. {{number}}',
    ticketLine: '{{event}}, {{format}}, {{date}}',
    startNumber: 'Start number: {{number}}',
    qr: 'QR code of ticket No. {{number}}',
    total: 'Total paid: {{total}}',
    action: 'My tickets',
    orderAction: 'Open the order',
    textNoTickets: 'Thank you! The payment has arrived.',
    policy: 'Insurance policy No. {{number}}: {{name}}',
    policyLine: 'Insured: {{person}}. Valid from {{date}}, days: {{days}}',
    insurancesAction: 'My insurances',
  },
  refund: {
    subject: 'Refund for ticket No. {{number}}',
    text: 'Ticket No. {{number}} (order No. {{order}}) for “{{event}}” ({{format}}) is cancelled. {{amount}} goes back to the card it was paid with; how soon depends on the bank.',
    action: 'My tickets',
  },
  lateRefund: {
    subject: 'Refund for order no. {{number}}',
    text: 'The payment for order no. {{number}} arrived after the hold had ended and other participants took the places, so no tickets were issued. {{amount}} will go back to the card you paid with; how soon depends on your bank.',
  },
  consoleRefund: {
    subject: 'Refund for order no. {{number}}',
    text: 'A refund of {{amount}} has been made for order no. {{number}}. It goes back to the card the order was paid with; how soon depends on the bank.',
    line: '{{title}}: {{amount}}',
    delivery: 'Delivery',
    action: 'My tickets',
  },
  cityCancel: {
    subject: 'Start cancelled: {{event}}, {{city}}',
    text: 'The organiser has cancelled “{{event}}” in {{city}}. {{amount}} goes back to the card the tickets were paid with; how soon depends on the bank.',
    line: 'Ticket No. {{number}}: {{amount}}',
    action: 'My tickets',
  },
  sms: {
    code: '{{organiser}} code: {{code}}. Do not tell it to anyone.',
  },
} as const satisfies MessagesShape<typeof ru>;
