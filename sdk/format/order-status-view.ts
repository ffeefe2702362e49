/**
 * The status line of an order (account.md §4 "Order status labels"): paid and authorized read
 * 'Оплачен', delivered 'Заказ доставлен', anything else 'Заказ обрабатывается' with the pending
 * icon; the statuses with a label of their own get the check icon.
 */
export interface OrderStatusView {
  readonly label: 'orders.status.paid' | 'orders.status.delivered' | 'orders.status.processing';
  readonly icon: 'check' | 'pending';
}

export function orderStatusView(status: string): OrderStatusView {
  switch (status) {
    case 'paid':
    case 'authorized':
      return { label: 'orders.status.paid', icon: 'check' };
    case 'delivered':
      return { label: 'orders.status.delivered', icon: 'check' };
    default:
      return { label: 'orders.status.processing', icon: 'pending' };
  }
}
