import { pageSingleton } from '../runtime/page-singleton.ts';
import type { RacekitConfigInput } from './racekit-config.ts';

/**
 * The page's configuration as set so far (validated by sdk/config/configure.ts before it is
 * stored here). A module of its own, without the validator, so that a tag's first paint can
 * read the configured language before the configuration code has arrived.
 */
export interface ConfigSlot {
  input: RacekitConfigInput;
  /** Origin of the script that loaded racekit, when known: the default home of API and site. */
  scriptOrigin: string | undefined;
  listeners: Set<() => void>;
}

export const configSlot = () => pageSingleton<ConfigSlot>('config', () => ({ input: {}, scriptOrigin: undefined, listeners: new Set() }));
