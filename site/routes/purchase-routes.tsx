import { NotSupportPage } from '../pages/not-support-page.tsx';
import { purchasePageTexts } from '../i18n/site-texts.ts';
import { lazyPagesWith, type SiteRoute } from './site-route.ts';

const lazyPage = lazyPagesWith(purchasePageTexts);

const contentPage = () => import('../pages/content-page.tsx');
const eventPage = () => import('../pages/event/event-page.tsx');
const shopPage = () => import('../pages/shop/shop-page.tsx');

/** The public routes of purchase.md §2; every page is its own chunk, loaded on first visit. */
export const purchaseRoutes: readonly SiteRoute[] = [
  { path: '/', page: lazyPage(() => import('../pages/home/home-page.tsx'), (m) => m.HomePage) },
  { path: '/calendar', page: lazyPage(() => import('../pages/calendar-page.tsx'), (m) => m.CalendarPage) },
  { path: '/calendar/:event_id/:promocode?', page: lazyPage(eventPage, (m) => m.CalendarEventPage) },
  { path: '/event/:id/:format?', page: lazyPage(eventPage, (m) => m.EventLandingPage) },
  { path: '/basket', page: lazyPage(() => import('../pages/basket/basket-page.tsx'), (m) => m.BasketPage) },
  { path: '/basket/thanks', page: lazyPage(() => import('../pages/basket/thanks-page.tsx'), (m) => m.ThanksPage) },
  { path: '/basket/certificateThanks', page: lazyPage(() => import('../pages/basket/certificate-thanks-page.tsx'), (m) => m.CertificateThanksPage) },
  { path: '/basket-fill-outside/:id', page: lazyPage(() => import('../pages/basket/fill-outside-page.tsx'), (m) => m.FillOutsidePage) },
  { path: '/news', page: lazyPage(() => import('../pages/news/news-page.tsx'), (m) => m.NewsPage) },
  { path: '/news/:id', page: lazyPage(() => import('../pages/news/news-item-page.tsx'), (m) => m.NewsItemPage) },
  { path: '/about', page: lazyPage(contentPage, (m) => m.AboutPage) },
  { path: '/about/medical', page: lazyPage(contentPage, (m) => m.MedicalPage) },
  { path: '/partners', page: lazyPage(contentPage, (m) => m.PartnersPage) },
  { path: '/corp', page: lazyPage(contentPage, (m) => m.CorpPage) },
  { path: '/smi', page: lazyPage(contentPage, (m) => m.SmiPage) },
  { path: '/logistics', page: lazyPage(contentPage, (m) => m.LogisticsPage) },
  { path: '/merch', page: lazyPage(() => import('../pages/shop/merch-page.tsx'), (m) => m.MerchPage) },
  { path: '/newyear_2022', page: lazyPage(contentPage, (m) => m.NewYearPage) },
  { path: '/feedback', page: lazyPage(() => import('../pages/feedback-page.tsx'), (m) => m.FeedbackPage) },
  { path: '/shop', page: lazyPage(shopPage, (m) => m.ShopPage) },
  { path: '/shop/category/:category', page: lazyPage(shopPage, (m) => m.ShopCategoryPage) },
  { path: '/shop/search', page: lazyPage(shopPage, (m) => m.ShopSearchPage) },
  { path: '/shop/product/:id', page: lazyPage(() => import('../pages/shop/product-page.tsx'), (m) => m.ProductPage) },
  { path: '/search', page: lazyPage(() => import('../pages/search-page.tsx'), (m) => m.SearchPage) },
  // Also the page an unsupported browser gets from main.tsx, so it is in the entry chunk anyway.
  { path: '/notsupport', page: NotSupportPage },
];
