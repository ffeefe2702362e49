import { attr } from '../../sdk/elements/index.ts';

/** The attributes of `<racekit-club-results>` (documented in club-results.tsx). */
export const clubResultsAttributes = {
  /** The club: its public_id or public_name (as in /clubs/{id}/upload-result). Required. */
  club: attr.requiredText(),
};
