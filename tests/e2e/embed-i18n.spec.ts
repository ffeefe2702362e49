/**
 * The embed bundle's texts: i18next itself (the same engine as the site), each widget's texts
 * coming from the text module it names (widgets/<name>/<name>-texts.ts), in the visitor's
 * language only. In the browser, every widget of the built bundle shows texts, never a key of
 * an area its module left out.
 */
import { ru } from '../../sdk/i18n/index.ts';
import { buyButton, partnerPage, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

test.use(twoPublicOrigins);

test('every widget of the built bundle shows texts, not keys', async ({ page, server, problems }) => {
  const areas = Object.keys(ru);
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
