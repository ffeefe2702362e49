import { pageSingleton } from '../runtime/page-singleton.ts';

/**
 * Tag → "fetch its widget code now", filled by each tag's first paint (sdk/elements/define-shell.ts)
 * and called by the loader's `Racekit.load(tag)` — another bundle, hence a page singleton.
 */
export const widgetCodeFetches = () => pageSingleton('widget-code', () => new Map<string, () => Promise<void>>());
