import type { footer as ru } from '../ru/footer.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The site footer. */
export const footer = {
  columns: {
    participants: 'For participants',
    company: 'Company',
    shop: 'Shop and documents',
  },
  navigation: 'Site sections',
  personalData: 'Personal data processing',
  faq: 'FAQ',
  medicalCertificate: 'Medical certificate',
  personalCabinet: 'My account',
  social: 'Follow us',
  vk: 'VK',
  telegram: 'Telegram',
  copyrightNonProfit: '© {{year}} Non-profit organisation for the development of mass sports',
  copyrightCompany: 'Events are organised by a sports company. All rights reserved',
} as const satisfies MessagesShape<typeof ru>;
