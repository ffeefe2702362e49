import type { basket as ru } from '../ru/basket.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The basket page: item cards, participant tabs, summary and the basket's own popups. */
export const basket = {
  title: 'Basket',
  subtitle: 'Check your order, fill in the participants and pay',
  empty: 'Your basket is empty',
  emptyHint: 'Choose an event in the calendar or a product in the shop',
  toCalendar: 'Go to the calendar',
  clear: 'Clear the basket',
  item: {
    format: 'Format',
    size: 'Size',
    count: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    cost: 'Cost',
    remove: 'Remove from the basket',
    insurance: 'Insurance',
    noInsurance: 'No insurance',
    deliveryPlaceholder: 'Choose a delivery method',
    extras: 'Add to your ticket',
    medicalNote: 'You will need a medical certificate clearing you for competition',
    ticketTab: 'Ticket {{n}}',
    tabHasErrors: 'Some participant details are missing',
    participants: 'Participant tickets',
    removeTicket: 'Remove this ticket',
    delivery: 'Delivery method',
  },
  promo: {
    label: 'Promo code',
    placeholder: 'Enter a promo code',
    apply: 'Apply',
    change: 'Change',
    applied: 'Promo code applied',
  },
  optional: {
    add: 'Add',
    chooseSize: 'Choose a size',
  },
  summary: {
    title: 'Your order',
    events: 'Events',
    insurance: 'Insurance',
    certificates: 'Gift certificates',
    shop: 'Products',
    payment: 'Payment',
    goods: 'Items total',
    delivery: 'Delivery',
    discount: 'Discount',
    giftDiscount: 'Gift discount {{volume}}',
    total: 'Total',
  },
  ticketCount: {
    title: 'Number of tickets',
    text: 'The requested number of tickets is not available',
    button: 'Got it',
  },
  stale: {
    title: 'Out of date',
    text: 'The purchase details for this event are out of date, so we removed it from the basket. Please add the event to the basket again.',
  },
  shopPromo: {
    title: 'Gear for participants',
    oldPrice: 'Old price',
  },
  similarEvents: 'Similar events',
} as const satisfies MessagesShape<typeof ru>;
