/**
 * What the server knows of each shareable page of the site before sending its HTML (issue
 * 18): its head (title, description, canonical address, picture, structured data), its status
 * (404 for an unknown event, news item or product), the pictures of its first screen, the
 * source of its code (for the route's chunks) and, through `answers`, the API answers its first
 * screen asks for. The texts are the site's own (sdk/i18n, Russian: the site's first language),
 * so the title the server writes is the one the site keeps while navigating
 * (site/shell/use-page-title.ts).
 *
 * The pages read their data with the inputs of sdk/catalogue/first-screen-inputs.ts; asking
 * with the same inputs here is what lets a page find its answers in the HTML.
 */
import {
  calendarEvents,
  citiesByStart,
  eventPicture,
  heroPictures,
  landingPictures,
  type EventPictures,
  eventFormatsInput,
  homeNewsInput,
  shopBannersInput,
  heroEvents,
} from '../../sdk/catalogue/index.ts';
import { eventsCalls, formatsCalls, newsCalls, shopCalls } from '../../sdk/contract/index.ts';
import type { Event } from '../../sdk/contract/schemas/index.ts';
import type { TranslationKey } from '../../sdk/i18n/index.ts';
import { serverText } from '../http/server-text.ts';
import { eventStructuredData, type CityOffers } from './event-structured-data.ts';
import type { ImagePreload, PageHead } from './head-tags.ts';
import type { PageAnswers } from './page-answers.ts';
import { isPrivatePath } from './private-paths.ts';
import { isSitePath } from '../../sdk/config/index.ts';

/** A page as the server describes it. */
export interface SitePage {
  readonly status: 200 | 404;
  readonly head: PageHead;
  /** Pictures of the first screen, preloaded from the HTML. */
  readonly images: readonly ImagePreload[];
  /** The page's source as Vite's manifest names it (`pages/home/home-page.tsx`), for its chunks. */
  readonly source?: string | undefined;
  /** Texts a widget of its first screen loads before it draws (`../widgets/calendar/texts-ru.ts`), preloaded too. */
  readonly widgetTexts?: readonly string[];
}

/**
 * The texts every page described here shows (they are all purchase pages: site/routes/purchase-routes.tsx
 * loads them with `purchasePageTexts` of site/i18n/site-texts.ts), in Russian, the language of a
 * first visit: preloaded beside the page's chunk, so its first screen does not wait for a second
 * round trip once the app has started.
 */
export const PAGE_TEXTS_SOURCE = 'i18n/purchase-pages-ru.ts';

const text = (key: TranslationKey, values?: Readonly<Record<string, string>>) => serverText(values === undefined ? { key } : { key, values }, 'ru');
const pageTitle = (name: string) => text('site.head.pageTitle', { title: name });
const MAX_DESCRIPTION = 200;

/** A description of at most 200 characters, cut at a word with '…'. */
export function shortDescription(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_DESCRIPTION) return flat;
  const cut = flat.slice(0, MAX_DESCRIPTION - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_DESCRIPTION / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

const firstText = (...values: readonly (string | null | undefined)[]) => values.find((value) => value != null && value.trim() !== '');

/** The site's own head: the main page's, and the one of pages the server knows nothing of. */
function siteHead(canonical?: string): PageHead {
  const title = text('site.head.title');
  return { title, name: title, description: text('site.head.description'), canonical, type: 'website' };
}

/**
 * The picture of a wide and a narrow screen (the `<picture>` of the page switches at 768 px):
 * each preloaded only where it is shown.
 */
function pictureSet(pictures: EventPictures): ImagePreload[] {
  if (pictures.desktop === undefined) return [];
  if (pictures.mobile === undefined) return [{ href: pictures.desktop }];
  return [
    { href: pictures.mobile, media: '(max-width: 768px)' },
    { href: pictures.desktop, media: 'not all and (max-width: 768px)' },
  ];
}

/** A calendar card's picture, each preloaded where the card shows it (its `<picture>` switches at 767 px). */
function cardPictureSet(picture: { readonly wide: string; readonly narrow: string }): ImagePreload[] {
  if (picture.narrow === picture.wide) return [{ href: picture.wide }];
  return [
    { href: picture.narrow, media: '(max-width: 767px)' },
    { href: picture.wide, media: 'not all and (max-width: 767px)' },
  ];
}

function notFound(name: string, source: string): SitePage {
  return { status: 404, head: { ...siteHead(), title: pageTitle(name), name, noindex: true }, images: [], source };
}

async function homePage(answers: PageAnswers, canonical: string, calendar: boolean): Promise<SitePage> {
  // The calendar widget's three calls; the main page adds its news and shop banners.
  const [events] = await Promise.all([
    answers.ask(eventsCalls.list, {}),
    answers.ask(eventsCalls.cities, {}),
    answers.ask(eventsCalls.types, {}),
    ...(calendar ? [] : [answers.ask(newsCalls.preview, homeNewsInput), answers.ask(shopCalls.banners, shopBannersInput)]),
  ]);
  const first = events.ok ? heroEvents(events.data.values)[0] : undefined;
  const pictures = first === undefined ? undefined : heroPictures(first);
  if (calendar) {
    const name = text('calendar.title');
    const head: PageHead = { title: pageTitle(name), name, description: text('purchasePages.home.lead'), canonical, image: pictures?.desktop, type: 'website' };
    // The first card's picture is the calendar's largest (widgets/calendar/event-card.tsx).
    const card = events.ok ? calendarEvents(events.data.values, {}, 1)[0] : undefined;
    const cardPicture = card === undefined ? undefined : eventPicture(card);
    return {
      status: 200,
      head,
      images: cardPicture === undefined ? [] : cardPictureSet(cardPicture),
      source: 'pages/calendar-page.tsx',
      // the calendar is the widget <racekit-calendar>: it draws once its texts are in
      widgetTexts: ['../widgets/calendar/texts-ru.ts'],
    };
  }
  return {
    status: 200,
    head: { ...siteHead(canonical), image: pictures?.desktop },
    images: pictures === undefined ? [] : pictureSet(pictures),
    source: 'pages/home/home-page.tsx',
  };
}

/**
 * The formats offered in each city of the event: all listed ones, or only the chosen format.
 * The page's own city is asked as the page asks (with the format of its address, if any).
 */
async function offers(answers: PageAnswers, event: Event, pageCity: string | undefined, formatInUrl: string | undefined, chosen: string | undefined): Promise<CityOffers[]> {
  const cities = await Promise.all(
    citiesByStart(event).map(async (city) => {
      const formats = await answers.ask(formatsCalls.byEventCity, eventFormatsInput(city.public_id, formatInUrl), city.public_id === pageCity);
      const values = formats.ok ? formats.data.values : [];
      return { city, formats: values.filter((format) => (chosen === undefined ? format.hidden !== true : format.public_id === chosen)) };
    }),
  );
  return chosen === undefined ? cities : cities.filter((each) => each.formats.length > 0);
}

async function eventPage(answers: PageAnswers, origin: string | undefined, eventId: string, formatId: string | undefined): Promise<SitePage> {
  const source = 'pages/event/event-page.tsx';
  const [found, format] = await Promise.all([
    answers.ask(eventsCalls.byId, { params: { id: eventId } }),
    formatId === undefined ? undefined : answers.ask(formatsCalls.byId, { params: { id: formatId } }),
  ]);
  if (!found.ok) return found.status === 404 ? notFound(text('event.notFound'), source) : { status: 200, head: siteHead(), images: [], source };
  const event = found.data;
  const chosen = format?.ok === true ? format.data : undefined;
  // The page opens on the format's city, else on the soonest one (site/pages/event/event-page.tsx).
  const pageCity = chosen?.event_city_public_id ?? citiesByStart(event)[0]?.public_id ?? undefined;
  const pictures = landingPictures(event);
  const image = pictures.desktop ?? pictures.mobile;
  const eventDescription = firstText(event.description, event.event_type?.description) ?? text('site.head.description');
  const name = chosen === undefined ? event.title : text('site.head.formatTitle', { format: chosen.title, event: event.title });
  const description = shortDescription(firstText(chosen?.description, eventDescription) ?? eventDescription);
  const canonical = `/event/${encodeURIComponent(event.public_id)}${chosen === undefined ? '' : `/${encodeURIComponent(chosen.public_id)}`}`;
  const structuredData = eventStructuredData(event, await offers(answers, event, pageCity, formatId, chosen?.public_id), origin, image, shortDescription(eventDescription));
  return {
    status: 200,
    head: { title: pageTitle(name), name, description, canonical, image, type: 'website', structuredData },
    images: pictureSet(pictures),
    source,
  };
}

async function newsPage(answers: PageAnswers, id: string): Promise<SitePage> {
  const source = 'pages/news/news-item-page.tsx';
  const found = await answers.ask(newsCalls.one, { params: { id } });
  if (!found.ok) return found.status === 404 ? notFound(text('purchasePages.news.notFound'), source) : { status: 200, head: siteHead(), images: [], source };
  const news = found.data;
  const picture = news.picture ?? undefined;
  const description = shortDescription(firstText(news.preview, news.text) ?? text('site.head.description'));
  const head: PageHead = { title: pageTitle(news.title), name: news.title, description, canonical: `/news/${encodeURIComponent(news.public_id)}`, image: picture, type: 'article' };
  return { status: 200, head, images: picture === undefined ? [] : [{ href: picture }], source };
}

async function productPage(answers: PageAnswers, id: string): Promise<SitePage> {
  const source = 'pages/shop/product-page.tsx';
  const found = await answers.ask(shopCalls.product, { params: { id } });
  if (!found.ok) return found.status === 404 ? notFound(text('purchasePages.shop.notFound'), source) : { status: 200, head: siteHead(), images: [], source };
  const product = found.data;
  const picture = product.picture ?? undefined;
  const description = shortDescription(firstText(product.description) ?? text('site.head.description'));
  const head: PageHead = {
    title: pageTitle(product.title),
    name: product.title,
    description,
    canonical: `/shop/product/${encodeURIComponent(product.public_id)}`,
    image: picture,
    type: 'product',
  };
  return { status: 200, head, images: picture === undefined ? [] : [{ href: picture }], source };
}

function segment(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The page at `path` (the URL's path, without its query). Unknown paths get the site's head;
 * personal and transient ones are also kept out of search results.
 */
export async function describeSitePage(path: string, answers: PageAnswers, origin: string | undefined): Promise<SitePage> {
  const parts = path.split('/').slice(1);
  const [first, second, third, fourth] = parts;
  const page = (() => {
    if (path === '/') return homePage(answers, '/', false);
    if (path === '/calendar') return homePage(answers, '/calendar', true);
    const id = segment(second);
    if (first === 'event' && id !== undefined && parts.length <= 3) return eventPage(answers, origin, id, segment(third));
    // The calendar's view of an event (with a promo code): the event's own address is canonical.
    if (first === 'calendar' && id !== undefined && parts.length <= 3) return eventPage(answers, origin, id, undefined);
    if (first === 'news' && id !== undefined && parts.length === 2) return newsPage(answers, id);
    if (first === 'shop' && second === 'product' && segment(third) !== undefined && fourth === undefined) return productPage(answers, segment(third) ?? '');
    if (first === 'shop' && second === 'category' && segment(third) !== undefined && fourth === undefined) return categoryPage(answers, segment(third) ?? '');
    return undefined;
  })();
  const described = await page;
  if (described !== undefined) return described;
  // no route of the site matches: 404 with the not-found page (issue 29 §13)
  return isSitePath(path) ? plainSitePage(path) : notFound(text('notfound.title'), NOT_FOUND_SOURCE);
}

/** The not-found page's source (the client's router shows it for a path no route matches). */
const NOT_FOUND_SOURCE = 'pages/not-found-page.tsx';

/**
 * /shop/category/{id}: a category is known when one of the shop's collections (the ones the
 * shop page merges, site/pages/shop/use-shop-products.ts) has a product in it; else 404.
 */
async function categoryPage(answers: PageAnswers, id: string): Promise<SitePage | undefined> {
  const collections = await Promise.all([
    answers.ask(shopCalls.items, { params: { place: 'home' } }),
    answers.ask(shopCalls.heroes, {}),
    answers.ask(shopCalls.items, { params: { place: 'certificates' } }),
  ]);
  // a collection that could not be read decides nothing: the client asks again itself
  if (collections.some((answer) => !answer.ok)) return undefined;
  const known = collections.some((answer) => answer.ok && answer.data.values.some((product) => product.category?.public_id === id));
  return known ? undefined : notFound(text('notfound.title'), 'pages/shop/shop-page.tsx');
}

/** A page the server knows nothing of (or could not describe): the site's head. */
export function plainSitePage(path: string): SitePage {
  return { status: 200, head: { ...siteHead(), noindex: isPrivatePath(path) }, images: [] };
}
