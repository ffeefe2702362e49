/** My purchases (/me/shop) and an order's details (account.md §2, §4 "Order status labels"). */
export const orders = {
  title: 'Товары',
  empty: 'У вас пока нет покупок',
  toShop: 'Перейти в магазин',
  number: 'Заказ № {{number}}',
  date: 'от {{date}}',
  amount: 'Сумма',
  status: {
    paid: 'Оплачен',
    delivered: 'Заказ доставлен',
    processing: 'Заказ обрабатывается',
  },
  details: 'Подробнее',
  items: 'Состав заказа',
  size: 'Размер: {{size}}',
  count: 'Количество: {{count}}',
  backToList: 'Все заказы',
} as const;
