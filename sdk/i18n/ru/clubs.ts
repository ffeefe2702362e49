/** Clubs: the public list, my clubs and the result upload (account.md §2, §4, §8). */
export const clubs = {
  title: 'Клубы',
  searchPlaceholder: 'Введите название клуба',
  filters: 'Фильтры',
  notFound: 'Клубы не найдены',
  my: {
    title: 'Мои клубы',
    subtitle: 'Клубы, в которых вы состоите',
    empty: 'Вы не состоите ни в одном клубе',
    chooseClub: 'Выбрать клуб',
  },
  sort: {
    label: 'Сортировка',
    byDate: 'По дате',
    byName: 'По названию',
    ascending: 'по возрастанию',
    descending: 'по убыванию',
  },
  goToClub: 'Перейти в клуб',
  join: 'Вступить в клуб',
  leave: 'Выйти из клуба',
  competitions: 'Соревнования клуба',
  upload: {
    title: 'Загрузка результата',
    competitionType: 'Вид соревнования',
    chooseCompetitionType: 'Выберите вид соревнования',
    file: 'Файл с результатом',
    submit: 'Загрузить результат',
    success: 'Ваши результаты успешно загружены',
    failure: 'Не удалось загрузить ваши результаты',
  },
} as const;
