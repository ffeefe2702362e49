/** The site footer (purchase.md §2 "Footer"). The spec names no organisation: the copyright lines are ours. */
export const footer = {
  columns: {
    participants: 'Участникам',
    company: 'Компания',
    shop: 'Магазин и документы',
  },
  navigation: 'Разделы сайта',
  personalData: 'Обработка персональных данных',
  faq: 'Частые вопросы',
  medicalCertificate: 'Медицинская справка',
  personalCabinet: 'Личный кабинет',
  social: 'Мы в социальных сетях',
  vk: 'ВКонтакте',
  telegram: 'Telegram',
  copyrightNonProfit: '© {{year}} Автономная некоммерческая организация по развитию массового спорта',
  copyrightCompany: 'Организатор мероприятий — спортивная компания. Все права защищены',
} as const;
