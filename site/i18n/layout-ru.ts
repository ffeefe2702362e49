// The site's texts of the layout every route shows (header, footer, breadcrumbs, not-found, the error popup), in Russian (site/i18n/site-texts.ts).
export { common } from '../../sdk/i18n/ru/common.ts';
export { errors } from '../../sdk/i18n/ru/errors.ts';
export { firstPaint } from '../../sdk/i18n/ru/first-paint.ts';
export { footer } from '../../sdk/i18n/ru/footer.ts';
export { header } from '../../sdk/i18n/ru/header.ts';
export { nav } from '../../sdk/i18n/ru/nav.ts';
export { notfound } from '../../sdk/i18n/ru/notfound.ts';
export { notsupport } from '../../sdk/i18n/ru/notsupport.ts';
export { site } from '../../sdk/i18n/ru/site.ts';
