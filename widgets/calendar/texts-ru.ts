// The texts of <racekit-calendar> in Russian: the areas calendarTexts (calendar-texts.ts) names.
export { calendar, calendarWidget, common, errors, firstPaint } from '../../sdk/i18n/ru/index.ts';
