// The site's texts of the pages of purchase.md §2 (site/routes/purchase-routes.tsx), in Russian (site/i18n/site-texts.ts).
export {
  basket,
  buyTicket,
  calendar,
  checkout,
  event,
  formKit,
  forms,
  limits,
  news,
  payment,
  purchasePages,
  shop,
  sitePages,
  support,
} from '../../sdk/i18n/ru/index.ts';
