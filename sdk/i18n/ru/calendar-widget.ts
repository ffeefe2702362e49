/** The calendar widget `<racekit-calendar>`: its states and announcements (the card texts are in `calendar`). */
export const calendarWidget = {
  list: 'Мероприятия',
  loading: 'Загружаем мероприятия',
  noEventsTitle: 'Мероприятий пока нет',
  noEventsText: 'Скоро здесь появятся новые старты. Загляните позже',
  emptyText: 'Попробуйте выбрать другой город или вид мероприятия',
  dateRange: '{{from}} — {{to}}',
  found_one: 'Найдено {{count}} мероприятие',
  found_few: 'Найдено {{count}} мероприятия',
  found_many: 'Найдено {{count}} мероприятий',
  found_other: 'Найдено {{count}} мероприятия',
} as const;
