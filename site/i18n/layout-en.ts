// The site's texts of the layout every route shows (header, footer, breadcrumbs, not-found, the error popup), in English (site/i18n/site-texts.ts).
export { common } from '../../sdk/i18n/en/common.ts';
export { errors } from '../../sdk/i18n/en/errors.ts';
export { firstPaint } from '../../sdk/i18n/en/first-paint.ts';
export { footer } from '../../sdk/i18n/en/footer.ts';
export { header } from '../../sdk/i18n/en/header.ts';
export { nav } from '../../sdk/i18n/en/nav.ts';
export { notfound } from '../../sdk/i18n/en/notfound.ts';
export { notsupport } from '../../sdk/i18n/en/notsupport.ts';
export { site } from '../../sdk/i18n/en/site.ts';
