// The console's texts (site/console), in Russian (site/i18n/site-texts.ts).
export { console } from '../../sdk/i18n/ru/index.ts';
