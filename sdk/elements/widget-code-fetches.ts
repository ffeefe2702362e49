import { pageSingleton } from '../runtime/page-singleton.ts';

/**
 * Tag → "fetch its widget code now" (and, given an element, its texts in that element's
 * language), filled by each tag's first paint (sdk/elements/define-shell.ts) and called by the
 * loader's `Racekit.load(tag)` — another bundle, hence a page singleton.
 */
export const widgetCodeFetches = () => pageSingleton('widget-code', () => new Map<string, (element?: HTMLElement) => Promise<void>>());
