/** Delivery, contacts, the pay button and the pages after payment (purchase.md §2, §4). */
export const checkout = {
  delivery: {
    title: 'Доставка',
    region: 'Регион доставки',
    chooseRegion: 'Выберите регион',
    city: 'Город доставки',
    chooseCity: 'Выберите город',
    firstName: 'Имя получателя',
    lastName: 'Фамилия получателя',
    address: 'Адрес доставки',
    postalIndex: 'Индекс',
    pickup: 'Самовывоз',
  },
  contacts: {
    title: 'Контакты',
    phone: 'Телефон',
    email: 'E-mail',
    emailHint: 'На этот адрес придут билеты и чек',
  },
  pay: 'Оплатить',
  /** Why the pay button is off (sdk/basket pay-button blocks; the loading flag shows on the button). */
  blocks: {
    emailInvalid: 'Укажите e-mail, на него придут билеты и чек',
    basketEmpty: 'Корзина пуста',
    preRegIncomplete: 'Заполните данные всех участников',
    deliveryIncomplete: 'Заполните данные доставки',
    insuranceIncomplete: 'Заполните данные застрахованных',
  },
  paying: 'Переходим к оплате…',
  documentsNote: 'Нажимая «Оплатить», вы принимаете условия документов:',
  documents: {
    personalData: 'Политика обработки персональных данных',
    offer: 'Публичная оферта',
  },
  securityLink: 'Безопасность платежей',
  orderCheck: 'Проверяем заказ…',
  thanks: {
    title: 'Спасибо за покупку!',
    text: 'Заказ оплачен. Билеты и чек отправлены на вашу почту.',
    textGoods: 'Заказ оплачен. Чек отправлен на вашу почту, а заказ виден в разделе «Мои заказы».',
    textInsurance: 'Заказ оплачен. Полис и чек отправлены на вашу почту.',
    toTickets: 'Мои билеты',
    toMain: 'На главную',
  },
  certificateThanks: {
    title: 'Спасибо за покупку сертификата!',
    text: 'Сертификат отправлен на указанный e-mail.',
  },
  fillOutside: {
    loading: 'Добавляем мероприятие в корзину…',
    failed: 'Не удалось добавить мероприятие в корзину',
  },
  /** What adding a ticket (a deep link, the buy dialog) corrected (sdk/checkout place-ticket.ts). */
  notices: {
    countCorrected: 'Указанное количество билетов недоступно: «{{format}}» добавлено в количестве {{count}}',
    soldOut: 'Билеты «{{format}}» закончились — в корзину ничего не добавлено',
    limitReached: 'В корзине уже максимум билетов «{{format}}» ({{limit}}) — больше добавить нельзя',
    dismiss: 'Скрыть сообщение',
  },
  cleared: 'Корзина очищена',
  undoClear: 'Вернуть',
} as const;
