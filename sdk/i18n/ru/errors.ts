/**
 * The error catalogue (purchase.md §8, account.md §8). `generic`, `unauthorized` and `network`
 * are the keys sdk/http/api-errors.ts names in `messageKey`.
 */
export const errors = {
  generic: 'Произошла ошибка, попробуйте позже',
  unauthorized: 'Войдите в личный кабинет, чтобы продолжить',
  network: 'Нет связи с сервером. Проверьте подключение к интернету',
  tryLater: 'Попробуйте позже',
  loadProblem: 'Проблема при загрузке',
  dialogTitle: 'Ошибка',
  understood: 'Понятно',
  /** A widget attribute that cannot be used (docs/architecture.md "Widgets"). */
  badAttribute: 'Виджет настроен неверно: значение «{{value}}» не подходит для атрибута {{name}}',
} as const;
