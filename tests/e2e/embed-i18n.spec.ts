/**
 * The embed bundle's small i18next (embed/i18n/lite-i18next.ts) against the real i18next the site
 * and the component tests use: for every text of both languages, with and without plural
 * counts and variables, the two give the same string (in Node). And in the browser, every
 * widget of the built bundle shows texts, never a key whose area did not travel with its code.
 */
import i18next from 'i18next';
import liteI18next from '../../embed/i18n/lite-i18next.ts';
import { resources } from '../../sdk/i18n/resources.ts';
import { buyButton, partnerPage, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

test.use(twoPublicOrigins);

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every key (plural forms by their base) of a resource tree. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') return [`${prefix}${key}`.replace(pluralSuffix, '')];
    if (typeof value === 'object' && value !== null) return keysOf(value, `${prefix}${key}.`);
    return [];
  });
}

/** Options a widget may pass: none, counts across the plural forms, and every variable named. */
const variants: readonly Record<string, unknown>[] = [
  {},
  { count: 0 },
  { count: 1 },
  { count: 3 },
  { count: 5 },
  { count: 21 },
  { count: 1.5 },
  { count: 2, name: 'Анна', email: 'a@example.com', network: 'VK', number: 7, min: 6, max: 9, date: '2 января', size: 'XL', code: 'RUBEZH10', age: 18, format: 'Спринт 5 км', value: '', total: 3490 },
];

test.describe('the embed i18n', () => {
  const keys = [...new Set(keysOf(resources.ru.translation))];

  for (const lng of ['ru', 'en'] as const) {
    test(`gives the same ${lng} texts as i18next for every key`, async () => {
      const real = i18next.createInstance();
      await real.init({ lng, fallbackLng: 'ru', supportedLngs: ['ru', 'en'], resources, initAsync: false, interpolation: { escapeValue: false } });
      const lite = liteI18next.createInstance();
      await lite.init({ lng, fallbackLng: 'ru', supportedLngs: ['ru', 'en'], resources, initAsync: false, interpolation: { escapeValue: false } });
      expect(keys.length).toBeGreaterThan(300);
      const differences: string[] = [];
      for (const key of [...keys, 'nowhere.missing.key']) {
        for (const options of variants) {
          // Keys arrive as plain strings here; real i18next's strict key typing is for the widgets.
          const expected = Reflect.apply(real.t, real, [key, options]);
          const got = lite.t(key, options);
          if (got !== expected) differences.push(`${key} ${JSON.stringify(options)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`);
        }
      }
      expect(differences.slice(0, 20)).toEqual([]);
    });
  }

  test('follows changeLanguage and clones share the resources in their own language', async () => {
    const lite = liteI18next.createInstance();
    await lite.init({ lng: 'ru', fallbackLng: 'ru', resources });
    const clone = lite.cloneInstance({ lng: 'en' });
    expect(lite.t('calendar.takePart')).toBe('Принять участие');
    expect(clone.t('calendar.takePart')).toBe(resources.en.translation.calendar.takePart);
    const heard: string[] = [];
    lite.on('languageChanged', (lng) => heard.push(lng));
    await lite.changeLanguage('en');
    expect(lite.language).toBe('en');
    expect(heard).toEqual(['en']);
    expect(lite.t('calendar.takePart')).toBe(resources.en.translation.calendar.takePart);
  });
});

test('every widget of the built bundle shows texts, not keys', async ({ page, server, problems }) => {
  const areas = Object.keys(resources.ru.translation);
  const url = await partnerPage(page, server.url, {
    body: `<racekit-basket-badge></racekit-basket-badge>
      <racekit-buy-ticket event="ev-rubezh-leto" checkout="inline"></racekit-buy-ticket>
      <racekit-calendar limit="2"></racekit-calendar>
      <racekit-login></racekit-login>
      <racekit-my-tickets></racekit-my-tickets>
      <racekit-insurance event-type="et-rubezh"></racekit-insurance>
      <racekit-club-results club="club-losi"></racekit-club-results>`,
  });
  await page.goto(url);
  await expect(page.locator('racekit-calendar').getByRole('article')).toHaveCount(2);
  await expect(page.locator('racekit-club-results').getByRole('heading').first()).toBeVisible();
  // A ticket in the basket, through the buy button's own dialog (a modal: the rest of the page is hidden from then on).
  const buy = page.locator('racekit-buy-ticket');
  await buyButton(buy).click();
  await buy.getByRole('radio', { name: 'Москва', exact: true }).check();
  await buy.getByRole('radio', { name: 'Спринт 5 км', exact: true }).check();
  await buy.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(buy.locator('racekit-basket').getByRole('article', { name: 'Стальной рубеж. Летний сезон' })).toBeVisible();

  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot | Element) => {
      for (const element of root.querySelectorAll('*')) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value !== null) found.push(value);
        }
        if (element.shadowRoot !== null) walk(element.shadowRoot);
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) found.push(node.textContent ?? '');
    };
    walk(document);
    return found;
  });
  const keyLike = new RegExp(`\\b(?:${areas.join('|')})\\.[a-zA-Z]+(?:\\.[a-zA-Z]+)*\\b`);
  expect(texts.length).toBeGreaterThan(100);
  expect(texts.filter((text) => keyLike.test(text))).toEqual([]);
  expect(problems.errors).toEqual([]);
});
