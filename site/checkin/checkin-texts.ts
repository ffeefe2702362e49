import { textModule } from '../../sdk/i18n/text-module.ts';
import { checkin as checkinEn } from '../../sdk/i18n/en/checkin.ts';
import { errors as errorsEn } from '../../sdk/i18n/en/errors.ts';
import { checkin as checkinRu } from '../../sdk/i18n/ru/checkin.ts';
import { errors as errorsRu } from '../../sdk/i18n/ru/errors.ts';

/** The check-in page's texts: its own area and the HTTP errors, both languages bundled (a few KB). */
export const checkinTexts = textModule(['checkin', 'errors'], (language) => (language === 'en' ? { checkin: checkinEn, errors: errorsEn } : { checkin: checkinRu, errors: errorsRu }));
