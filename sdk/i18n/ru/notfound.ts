/** The not-found page shown for any unknown path. */
export const notfound = {
  title: 'Страница не найдена',
  text: 'Такой страницы нет: возможно, она была удалена или в адресе есть ошибка.',
  toMain: 'На главную',
  toCalendar: 'Календарь мероприятий',
} as const;
