/** The version of this racekit build; two bundles of different versions on a page warn once. */
export const RACEKIT_VERSION = '0.1.0';
