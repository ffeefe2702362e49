import type { checkout as ru } from '../ru/checkout.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** Delivery, contacts, the pay button and the pages after payment. */
export const checkout = {
  delivery: {
    title: 'Delivery',
    region: 'Delivery region',
    chooseRegion: 'Choose a region',
    city: 'Delivery city',
    chooseCity: 'Choose a city',
    firstName: "Recipient's first name",
    lastName: "Recipient's last name",
    address: 'Delivery address',
    postalIndex: 'Postcode',
    pickup: 'Pickup',
  },
  contacts: {
    title: 'Contacts',
    phone: 'Phone',
    email: 'E-mail',
    emailHint: 'Tickets and the receipt will be sent to this address',
  },
  pay: 'Pay',
  /** Why the pay button is off (sdk/basket pay-button blocks; the loading flag shows on the button). */
  blocks: {
    emailInvalid: 'Enter an e-mail: your tickets and receipt go there',
    basketEmpty: 'The basket is empty',
    preRegIncomplete: 'Fill in every participant',
    deliveryIncomplete: 'Fill in the delivery details',
    insuranceIncomplete: 'Fill in the insured persons',
  },
  paying: 'Going to payment…',
  documentsNote: 'By clicking "Pay" you accept the terms of these documents:',
  documents: {
    personalData: 'Personal data policy',
    offer: 'Public offer',
  },
  securityLink: 'Payment security',
  orderCheck: 'Checking your order…',
  thanks: {
    title: 'Thank you for your purchase!',
    text: 'Your order is paid. Tickets and the receipt have been sent to your e-mail.',
    textGoods: 'The order is paid. The receipt has been sent to your e-mail, and the order is in «My orders».',
    textInsurance: 'The order is paid. The policy and the receipt have been sent to your e-mail.',
    toTickets: 'My tickets',
    toMain: 'Home page',
  },
  certificateThanks: {
    title: 'Thank you for buying a gift certificate!',
    text: 'The certificate has been sent to the e-mail you gave.',
  },
  fillOutside: {
    loading: 'Adding the event to your basket…',
    failed: 'Could not add the event to the basket',
  },
  notices: {
    countCorrected: 'The requested number of tickets is not available: {{count}} × “{{format}}” added',
    soldOut: '“{{format}}” is sold out — nothing was added to the basket',
    limitReached: 'The basket already holds the most “{{format}}” tickets allowed ({{limit}}) — no more can be added',
    dismiss: 'Dismiss the message',
  },
  cleared: 'The basket is cleared',
  undoClear: 'Undo',
} as const satisfies MessagesShape<typeof ru>;
