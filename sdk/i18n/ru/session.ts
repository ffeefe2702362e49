/** The activity page (/me/session): the history of sign-ins (account.md §2, §3 "Activity session"). */
export const session = {
  title: 'Активность',
  subtitle: 'Входы в ваш аккаунт',
  empty: 'Входов пока не было',
  date: 'Дата',
  place: 'Место',
  device: 'Устройство',
  os: 'Система',
  browser: 'Браузер',
  method: 'Способ входа',
  unknownCity: 'Город не определен',
  unknownCountry: 'Страна не определена',
  /** A partner-scoped session (docs/embedding.md): where it was opened. */
  partnerSite: 'на сайте партнёра {{origin}}',
  methods: {
    email: 'E-mail и пароль',
    phone: 'Код из смс',
    vk: 'ВКонтакте',
    google: 'Google',
    payment: 'Покупка без регистрации',
    link: 'Ссылка для входа',
  },
} as const;
