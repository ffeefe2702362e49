// The texts of <racekit-calendar> in English: the areas calendarTexts (calendar-texts.ts) names.
export { calendar, calendarWidget, common, errors, firstPaint } from '../../sdk/i18n/en/index.ts';
