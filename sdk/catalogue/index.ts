// The public entry "@racekit/sdk/catalogue" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/catalogue/, by name.
export { byStartTime, calendarEvents, type CalendarFilter, isFiltered } from './calendar-events.ts';
export { citiesByStart } from './cities-by-start.ts';
export { type ClubSort, type ClubSortField, initialClubSort, searchClubs, sortClubs, type SortDirection, toggleClubSort } from './club-list-order.ts';
export { eventPicture, type EventPictures, heroPictures, landingPictures } from './event-pictures.ts';
export { eventFormatsInput, homeNewsInput, shopBannersInput } from './first-screen-inputs.ts';
export { heroEvents } from './hero-events.ts';
export { pickSimilarEvents, SIMILAR_EVENTS } from './similar-events.ts';
