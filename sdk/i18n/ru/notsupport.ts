/** The page old browsers are sent to (/notsupport). */
export const notsupport = {
  title: 'Ваш браузер не поддерживается',
  text: 'Откройте сайт в современном браузере: Chrome, Firefox, Safari, Edge или Яндекс Браузер.',
} as const;
