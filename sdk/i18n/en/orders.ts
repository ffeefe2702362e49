import type { orders as ru } from '../ru/orders.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** My purchases and an order's details. */
export const orders = {
  title: 'Purchases',
  empty: 'You have no purchases yet',
  toShop: 'Go to the shop',
  number: 'Order No. {{number}}',
  date: 'of {{date}}',
  amount: 'Amount',
  status: {
    paid: 'Paid',
    delivered: 'Order delivered',
    processing: 'Order is being processed',
  },
  details: 'Details',
  items: 'Order items',
  size: 'Size: {{size}}',
  count: 'Quantity: {{count}}',
  backToList: 'All orders',
} as const satisfies MessagesShape<typeof ru>;
