/** News list, a news item and the newsletter subscription (purchase.md §1, §7). */
export const news = {
  title: 'Новости',
  readMore: 'Читать далее',
  allNews: 'Все новости',
  empty: 'Новостей пока нет',
  subscribe: {
    title: 'Подпишитесь на новости',
    email: 'Ваш e-mail',
    submit: 'Подписаться',
  },
} as const;
