/** Personal settings (/me/setting), blocks in the order of account.md §2; statuses of §4 and §5. */
export const settings = {
  title: 'Настройки',
  mailing: 'Получать новости и специальные предложения на e-mail',
  personal: {
    title: 'Личные данные',
    firstName: 'Имя',
    secondName: 'Отчество',
    lastName: 'Фамилия',
    birthDate: 'Дата рождения',
    save: 'Сохранить',
    unchanged: 'Данные не изменились',
    updated: 'Данные успешно обновлены',
  },
  email: {
    title: 'E-mail',
    change: 'Изменить e-mail',
    notConfirmed: 'Ваш email не подтвержден',
    notReal: 'Укажите действительный адрес',
    confirmSent: 'Мы отправили письмо для подтверждения на новый адрес',
  },
  phone: {
    title: 'Телефон',
    getCode: 'Получить код',
    code: 'Код из смс',
    confirm: 'Подтвердить',
    change: 'Изменить',
    notConfirmed: 'Ваш телефон не подтвержден',
    confirmed: 'Ваш телефон подтвержден',
  },
  password: {
    title: 'Смена пароля',
    old: 'Текущий пароль',
    new: 'Новый пароль',
    submit: 'Изменить пароль',
    changed: 'Пароль успешно изменен!',
  },
  gender: {
    title: 'Пол',
  },
  emergency: {
    title: 'Экстренный контакт',
    hint: 'Человек, которому мы позвоним, если с вами что-то случится на старте',
    name: 'Имя контактного лица',
    relationship: 'Кем приходится',
    chooseRelationship: 'Выберите вариант',
    phone: 'Телефон контактного лица',
  },
  /** The relationship options of account.md §3, keyed in English (see relationshipKeys). */
  relationship: {
    partner: 'Партнер',
    parent: 'Родитель',
    relative: 'Родственник',
    friend: 'Друг',
    colleague: 'Коллега',
  },
  social: {
    title: 'Социальные сети',
    linked: 'Привязан',
  },
} as const;
