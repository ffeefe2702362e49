// The site's texts of the layout every route shows (header, footer, breadcrumbs, not-found, the error popup), in English (site/i18n/site-texts.ts).
export { common, errors, firstPaint, footer, header, nav, notfound, notsupport, site } from '../../sdk/i18n/en/index.ts';
