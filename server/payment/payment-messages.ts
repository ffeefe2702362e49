/**
 * What the payment side answers, in Russian (purchase.md §8: a 400's message is shown as a
 * global error; the ticket-count text is the spec's own).
 */
import { ru } from '../../sdk/i18n/ru.ts';

export const paymentMessages = {
  /** purchase.md §8 "Ticket count unavailable". */
  ticketsGone: ru.basket.ticketCount.text,
  sizeGone: 'Выбранного размера больше нет в наличии',
  productGone: 'Товара больше нет в наличии',
  promoSpent: 'Промокод уже использован',
  promoCertificate: 'Промокоды не действуют на подарочные сертификаты',
  emptyOrder: 'Корзина пуста',
  staleTicket: 'Данные для покупки мероприятия устарели, добавьте его в корзину заново',
  salesClosed: 'Продажа билетов на это мероприятие закрыта',
  unknownFormat: 'Формат билета не найден',
  unknownKind: 'Такого типа билета нет у этого формата',
  unknownProduct: 'Товар не найден',
  unknownInsurance: 'Страховка не найдена',
  insuranceNotForFormat: 'Эта страховка недоступна для выбранного билета',
  chooseSize: 'Выберите размер',
  countInteger: 'Значение должно быть целым числом',
  countPositive: 'Значение должно быть больше 0',
  deliveryNeeded: 'Заполните данные доставки',
  deliveryUnavailable: 'Доставка в этот город недоступна',
  idempotencyReused: 'Повторный запрос оплаты отличается от первого',
  orderNotFound: 'Заказ не найден',
  badSignature: 'Неверная подпись уведомления',
  badNotification: 'Некорректное уведомление о платеже',
  amountMismatch: 'Сумма уведомления не совпадает с суммой заказа',
  ticketNotFound: 'Билет не найден',
  eventPassed: 'Мероприятие уже прошло',
  ticketTransferred: 'Билет передан другому участнику',
  refundDone: 'Возврат выполнен успешно!',
  /** Issue 19 §3: a guest's unpaid places are capped (HOLD_LIMIT_GUEST); an account may buy more. */
  guestHoldLimit: (limit: number) =>
    `Без входа в личный кабинет можно держать неоплаченными не больше ${limit} мест. Войдите или зарегистрируйтесь, чтобы купить больше.`,
  providerUnavailable: 'Платёжный сервис сейчас недоступен, попробуйте позже',
} as const;
