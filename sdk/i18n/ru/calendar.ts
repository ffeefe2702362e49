/** The event calendar and the event cards (purchase.md §1, §2). */
export const calendar = {
  title: 'Календарь мероприятий',
  filters: 'Фильтры',
  city: 'Город',
  allCities: 'Все города',
  eventType: 'Вид мероприятия',
  allEventTypes: 'Все виды',
  month: 'Месяц',
  allMonths: 'Все месяцы',
  reset: 'Сбросить фильтры',
  empty: 'По выбранным условиям мероприятий не найдено',
  inRussianCities: 'В городах России',
  buyTicket: 'Купить билет',
  similarEvents: 'Похожие мероприятия',
  toCalendar: 'Все мероприятия',
  showMore: 'Показать еще',
} as const;
