/** English: a translation of every Russian text, area by area (each area is checked against ru by type). */
import { common } from './en/common.ts';
import { firstPaint } from './en/first-paint.ts';
import { errors } from './en/errors.ts';
import { nav } from './en/nav.ts';
import { header } from './en/header.ts';
import { footer } from './en/footer.ts';
import { calendar } from './en/calendar.ts';
import { event } from './en/event.ts';
import { basket } from './en/basket.ts';
import { checkout } from './en/checkout.ts';
import { payment } from './en/payment.ts';
import { account } from './en/account.ts';
import { tickets } from './en/tickets.ts';
import { orders } from './en/orders.ts';
import { insurance } from './en/insurance.ts';
import { clubs } from './en/clubs.ts';
import { results } from './en/results.ts';
import { settings } from './en/settings.ts';
import { session } from './en/session.ts';
import { support } from './en/support.ts';
import { news } from './en/news.ts';
import { shop } from './en/shop.ts';
import { notfound } from './en/notfound.ts';
import { notsupport } from './en/notsupport.ts';
import { forms } from './en/forms.ts';
import { formKit } from './en/form-kit.ts';
import { calendarWidget } from './en/calendar-widget.ts';
import { buyTicket } from './en/buy-ticket.ts';
import { accountPages } from './en/account-pages.ts';
import { purchasePages } from './en/purchase-pages.ts';
import { site } from './en/site.ts';
import { sitePages } from './en/site-pages.ts';
import { limits } from './en/limits.ts';
import { checkin } from './en/checkin.ts';
// the global `console` stays the global in this file
import { console as consoleArea } from './en/console.ts';

export const en = {
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
