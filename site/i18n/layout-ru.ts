// The site's texts of the layout every route shows (header, footer, breadcrumbs, not-found, the error popup), in Russian (site/i18n/site-texts.ts).
export { common, errors, firstPaint, footer, header, nav, notfound, notsupport, site } from '../../sdk/i18n/ru/index.ts';
