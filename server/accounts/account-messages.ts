/**
 * The server's own messages of the account calls (the spec shows server messages next to the
 * fields but does not word them). Validation messages the spec words come from
 * sdk/i18n/ru/forms.ts, the same texts the client shows.
 */
export const accountMessages = {
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  emailNotFound: 'Пользователь с таким email не найден',
  emailInUse: 'Этот email уже занят другим пользователем',
  emailAlreadyConfirmed: 'Почта уже подтверждена',
  emailNotConfirmed: 'Почта не подтверждена. Подтвердите почту по ссылке из письма',
  confirmationSent: (email: string) => `Письмо для подтверждения отправлено на ${email}`,
  recoverySent: (email: string) => `Если на ${email} зарегистрирован аккаунт, мы отправили туда ссылку для смены пароля`,
  wrongCredentials: 'Неверный email или пароль',
  phoneNotFound: 'Пользователь с таким телефоном не найден. Зарегистрируйтесь',
  phoneInUse: 'Этот телефон уже занят другим пользователем',
  phoneAlreadyConfirmed: 'Этот телефон уже подтвержден',
  phoneConfirmed: 'Ваш телефон подтвержден',
  codeSent: 'Код отправлен',
  codeMissing: 'Сначала запросите код',
  codeWrong: 'Неверный код',
  codeExpired: 'Срок действия кода истек. Запросите новый код',
  codeAttemptsExceeded: 'Превышено число попыток ввода кода. Запросите новый код',
  linkInvalid: 'Ссылка недействительна или устарела',
  signInLinkInvalid: 'Ссылка для входа недействительна или устарела',
  oldPasswordWrong: 'Неверный текущий пароль',
  passwordUpdated: 'Пароль успешно изменен',
  alreadyPermanent: 'Аккаунт уже постоянный',
  loggedOut: 'Вы вышли из аккаунта',
  subscribed: 'Вы подписаны на рассылку',
  realEmail: 'Адрес может принимать почту',
  socialCodeInvalid: 'Не удалось войти через соцсеть: код недействителен или устарел. Попробуйте еще раз',
  socialEmailTaken: 'Аккаунт с этим email уже существует. Войдите в него и привяжите соцсеть в настройках',
  socialLinkedElsewhere: 'Этот аккаунт соцсети уже привязан к другому пользователю',
  socialLinked: 'Соцсеть привязана',
  socialNetworkOff: 'Вход через эту соцсеть не настроен',
  supportThanks: 'Спасибо! Ваша заявка отправлена. Наши менеджеры свяжутся с вами в ближайшее время.',
} as const;
