// The texts of <racekit-calendar> in English: the areas calendarTexts (calendar-texts.ts) names.
export { calendar } from '../../sdk/i18n/en/calendar.ts';
export { calendarWidget } from '../../sdk/i18n/en/calendar-widget.ts';
export { common } from '../../sdk/i18n/en/common.ts';
export { errors } from '../../sdk/i18n/en/errors.ts';
export { firstPaint } from '../../sdk/i18n/en/first-paint.ts';
