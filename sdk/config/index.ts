// The public entry "@racekit/sdk/config" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/config/, by name.
export { ConfigError } from './config-error.ts';
export { configSlot, type ConfigSlot } from './config-slot.ts';
export { configure, getConfig, onConfigChange, parseConfigInput, resetConfig, setScriptOrigin } from './configure.ts';
export { asLanguage, type Language, languages } from './languages.ts';
export { PARTNER_NAME_PATTERN, PartnerName } from './partner-name.ts';
export { type RacekitConfig, RacekitConfigInput } from './racekit-config.ts';
export { readScriptConfig } from './read-script-config.ts';
export { AFTER_SIGN_IN_PATH, isPersonalPath, loginPath, RETURN_PATH_MAX, returnPath } from './return-path.ts';
export { isSitePath, SITE_PATHS } from './site-paths.ts';
export { pictureUrl, siteUrl } from './site-url.ts';
