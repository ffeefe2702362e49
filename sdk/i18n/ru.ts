/**
 * Russian, the default and fallback language: every text of both specs in their exact wording.
 * One module per area (sdk/i18n/ru/<area>.ts); keys read `<area>.<key>`, e.g. `basket.item.ticketTab`.
 */
import { common } from './ru/common.ts';
import { firstPaint } from './ru/first-paint.ts';
import { errors } from './ru/errors.ts';
import { nav } from './ru/nav.ts';
import { header } from './ru/header.ts';
import { footer } from './ru/footer.ts';
import { calendar } from './ru/calendar.ts';
import { event } from './ru/event.ts';
import { basket } from './ru/basket.ts';
import { checkout } from './ru/checkout.ts';
import { payment } from './ru/payment.ts';
import { account } from './ru/account.ts';
import { tickets } from './ru/tickets.ts';
import { orders } from './ru/orders.ts';
import { insurance } from './ru/insurance.ts';
import { clubs } from './ru/clubs.ts';
import { results } from './ru/results.ts';
import { settings } from './ru/settings.ts';
import { session } from './ru/session.ts';
import { support } from './ru/support.ts';
import { news } from './ru/news.ts';
import { shop } from './ru/shop.ts';
import { notfound } from './ru/notfound.ts';
import { notsupport } from './ru/notsupport.ts';
import { forms } from './ru/forms.ts';
import { formKit } from './ru/form-kit.ts';
import { calendarWidget } from './ru/calendar-widget.ts';
import { buyTicket } from './ru/buy-ticket.ts';
import { accountPages } from './ru/account-pages.ts';
import { purchasePages } from './ru/purchase-pages.ts';
import { site } from './ru/site.ts';
import { sitePages } from './ru/site-pages.ts';
import { limits } from './ru/limits.ts';
import { checkin } from './ru/checkin.ts';
// the global `console` stays the global in this file
import { console as consoleArea } from './ru/console.ts';

export const ru = {
  common,
  firstPaint,
  errors,
  nav,
  header,
  footer,
  calendar,
  event,
  basket,
  checkout,
  payment,
  account,
  tickets,
  orders,
  insurance,
  clubs,
  results,
  settings,
  session,
  support,
  news,
  shop,
  notfound,
  notsupport,
  forms,
  formKit,
  calendarWidget,
  buyTicket,
  accountPages,
  purchasePages,
  site,
  sitePages,
  limits,
  checkin,
  console: consoleArea,
} as const;
