import { textModule } from '../../sdk/i18n/index.ts';
import { checkin as checkinEn, errors as errorsEn } from '../../sdk/i18n/en/index.ts';
import { checkin as checkinRu, errors as errorsRu } from '../../sdk/i18n/ru/index.ts';

/** The check-in page's texts: its own area and the HTTP errors, both languages bundled (a few KB). */
export const checkinTexts = textModule(['checkin', 'errors'], (language) => (language === 'en' ? { checkin: checkinEn, errors: errorsEn } : { checkin: checkinRu, errors: errorsRu }));
