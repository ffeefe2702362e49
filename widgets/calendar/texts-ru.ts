// The texts of <racekit-calendar> in Russian: the areas calendarTexts (calendar-texts.ts) names.
export { calendar } from '../../sdk/i18n/ru/calendar.ts';
export { calendarWidget } from '../../sdk/i18n/ru/calendar-widget.ts';
export { common } from '../../sdk/i18n/ru/common.ts';
export { errors } from '../../sdk/i18n/ru/errors.ts';
export { firstPaint } from '../../sdk/i18n/ru/first-paint.ts';
