// The console's texts (site/console), in English (site/i18n/site-texts.ts).
export { console } from '../../sdk/i18n/en/index.ts';
