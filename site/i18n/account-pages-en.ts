// The site's texts of the pages of account.md §2 (site/routes/account-routes.tsx), in English (site/i18n/site-texts.ts).
export {
  account,
  accountPages,
  basket,
  calendar,
  clubs,
  formKit,
  forms,
  insurance,
  limits,
  orders,
  results,
  session,
  settings,
  shop,
  support,
  tickets,
} from '../../sdk/i18n/en/index.ts';
