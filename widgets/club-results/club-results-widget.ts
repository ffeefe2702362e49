import { widget } from '../../sdk/elements/index.ts';
import { installAuthBridge } from '../../sdk/state/index.ts';
import { uiStyles } from '../../sdk/ui/index.ts';
import { clubResultsAttributes } from './club-results-attributes.ts';
import { ClubResults } from './club-results.tsx';
import clubResultsCss from './club-results.css?inline';
import { clubResultsTexts } from './club-results-texts.ts';

/**
 * `<racekit-club-results>` (documented in club-results.tsx) as a widget: registered as a tag by define.ts
 * (the site, the tests, a React host), mounted by its first paint (club-results-shell.ts) in the embed bundle.
 */
export const clubResultsWidget = widget('racekit-club-results', ClubResults, {
  attributes: clubResultsAttributes,
  texts: clubResultsTexts,
  styles: [...uiStyles, clubResultsCss],
  // Creating and attaching a result are personal calls: they carry the stored token.
  startup: [installAuthBridge],
});
