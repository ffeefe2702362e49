// The public entry "@racekit/sdk/format" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/format/, by name.
export { type DateFormatOptions, formatDate, formatDayMonth, formatDayMonthTime, formatLongDate, formatShortDate, formatTime } from './date-formats.ts';
export { formatOrderAmount } from './format-order-amount.ts';
export { formatExactRoubles, formatRoubles, NBSP, orderAmountDigits, roubleDigits } from './format-roubles.ts';
export { insuranceValidityDays } from './insurance-validity-days.ts';
export { orderStatusView, type OrderStatusView } from './order-status-view.ts';
export { type DateInput, dayjsLocales, inTimeZone, racekitDayjs, toDayjs } from './racekit-dayjs.ts';
export { roundMoney } from './round-money.ts';
export { startOfWeek, weekdayLabels } from './week.ts';
