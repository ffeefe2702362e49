// The public entry "@racekit/sdk/queries" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/queries/, by name.
export { callQuery, callQueryKey, invalidateCall } from './call-query.ts';
export { competitionTypesQueryAtom } from './competition-types-query.ts';
export { EARLY_ANSWERS_ID, type EarlyAnswer, provideEarlyAnswers, takeEarlyAnswer, type TakenAnswer } from './early-answers.ts';
export { eventCitiesQueryAtom } from './event-cities-query.ts';
export { eventListQueryAtom } from './event-list-query.ts';
export { eventTypesQueryAtom } from './event-types-query.ts';
export { socialNetworksQueryAtom } from './social-networks-query.ts';
