import { widget } from '../../sdk/elements/index.ts';
import { installAuthBridge } from '../../sdk/state/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { uiStyles } from '../../sdk/ui/index.ts';
import { calendarAttributes } from './calendar-attributes.ts';
import { Calendar } from './calendar.tsx';
import calendarCss from './calendar.css?inline';
import { calendarTexts } from './calendar-texts.ts';

/**
 * `<racekit-calendar>` (documented in calendar.tsx) as a widget: registered as a tag by define.ts
 * (the site, the tests, a React host), mounted by its first paint (calendar-shell.ts) in the embed bundle.
 */
export const calendarWidget = widget('racekit-calendar', Calendar, {
  attributes: calendarAttributes,
  texts: calendarTexts,
  styles: [...uiStyles, calendarCss],
  // The page's query client exists before any query atom is read; the event list is sent
  // with the token when there is one (a volunteer sees more).
  startup: [getQueryClient, installAuthBridge],
});
