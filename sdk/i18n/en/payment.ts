import type { payment as ru } from '../ru/payment.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The payment popups of the basket. */
export const payment = {
  security: {
    title: 'Payment security',
    card: 'You pay by bank card on the secure page of the payment service. Card details are entered only there: we never see or store them.',
    secure3d: 'Your bank may ask for a one-time code to confirm the payment (3D Secure).',
    encryption: 'All data are sent encrypted over TLS and processed under the PCI DSS security standard.',
    close: 'Close',
  },
  error: {
    title: 'Payment failed',
    text: 'The payment could not be completed. Check your details and try again.',
    backToBasket: 'Back to the basket',
    guestLimit: 'Without signing in you can hold at most {{limit}} unpaid places. Sign in or register to buy more.',
  },
  redirecting: 'Going to the payment page…',
} as const satisfies MessagesShape<typeof ru>;
