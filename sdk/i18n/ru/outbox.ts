/**
 * The mails and SMS the server sends (account.md §2 flows, the order and refund mails). The spec
 * shows none of them: the words are ours. Read only by the server (server/outbox/outbox-texts.ts),
 * so this area is not in the page resources (ru.ts) and never travels to a browser.
 */
export const outbox = {
  greeting: 'Здравствуйте!',
  signature: 'С уважением, {{organiser}}',
  linkHint: 'Если кнопка не открывается, скопируйте ссылку в адресную строку браузера:',
  notYou: 'Если вы не запрашивали это письмо, просто удалите его.',
  confirmEmail: {
    subject: 'Подтверждение почты',
    text: 'Чтобы подтвердить почту и завершить регистрацию, перейдите по ссылке.',
    action: 'Подтвердить почту',
  },
  resetPassword: {
    subject: 'Восстановление пароля',
    text: 'Чтобы задать новый пароль, перейдите по ссылке. Ссылка действует 1 час.',
    action: 'Задать новый пароль',
  },
  newEmail: {
    subject: 'Подтверждение нового email',
    text: 'Чтобы сделать этот адрес адресом вашего аккаунта, перейдите по ссылке.',
    action: 'Подтвердить адрес',
  },
  /** Registration with an address that has an account (issue 28: the answer does not tell). */
  registrationAttempt: {
    subject: 'Попытка регистрации',
    text: 'Кто-то пытался зарегистрироваться с этим адресом, но у вас уже есть аккаунт. Если это были вы, войдите с паролем или задайте новый по ссылке. Ссылка действует 1 час.',
    action: 'Задать новый пароль',
  },
  ticketTransfer: {
    subject: 'Вам передан билет',
    text: 'Вам передан билет на «{{event}}» ({{format}}). Войдите с этим адресом, чтобы увидеть его.',
    action: 'Открыть билеты',
  },
  order: {
    subject: 'Заказ № {{number}} оплачен: {{event}}',
    subjectShop: 'Заказ № {{number}} оплачен',
    number: 'Заказ № {{number}}',
    text: 'Спасибо! Оплата получена. Покажите QR-код билета на регистрации участников.',
    ticket: 'Билет № {{number}}',
    ticketLine: '{{event}}, {{format}}, {{date}}',
    startNumber: 'Стартовый номер: {{number}}',
    qr: 'QR-код билета № {{number}}',
    total: 'Итого оплачено: {{total}}',
    action: 'Мои билеты',
    orderAction: 'Открыть заказ',
    /** An order without tickets: no QR code to show (issue 29 item 15). */
    textNoTickets: 'Спасибо! Оплата получена.',
    policy: 'Страховой полис № {{number}}: {{name}}',
    policyLine: 'Застрахованный: {{person}}. Действует с {{date}}, дней: {{days}}',
    insurancesAction: 'Мои страховки',
  },
  refund: {
    subject: 'Возврат за билет № {{number}}',
    text: 'Билет № {{number}} (заказ № {{order}}) на «{{event}}» ({{format}}) отменен. {{amount}} вернется на карту, которой он был оплачен; срок зависит от банка.',
    action: 'Мои билеты',
  },
  lateRefund: {
    subject: 'Возврат оплаты заказа № {{number}}',
    text: 'Оплата заказа № {{number}} пришла, когда время брони уже истекло и места заняли другие участники, поэтому билеты не оформлены. {{amount}} вернется на карту, с которой вы платили; срок зависит от банка.',
  },
  consoleRefund: {
    subject: 'Возврат по заказу № {{number}}',
    text: 'По заказу № {{number}} оформлен возврат {{amount}}. Деньги вернутся на карту, которой он был оплачен; срок зависит от банка.',
    line: '{{title}}: {{amount}}',
    delivery: 'Доставка',
    action: 'Мои билеты',
  },
  cityCancel: {
    subject: 'Старт отменён: {{event}}, {{city}}',
    text: 'Организатор отменил старт «{{event}}» в городе {{city}}. Мы вернём {{amount}} на карту, которой были оплачены билеты; срок зависит от банка.',
    line: 'Билет № {{number}}: {{amount}}',
    action: 'Мои билеты',
  },
  sms: {
    code: 'Код {{organiser}}: {{code}}. Никому его не сообщайте.',
  },
} as const;
