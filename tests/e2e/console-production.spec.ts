/**
 * Issue 25's "Done when", in production mode from a fresh database with the demo catalogue off
 * (NODE_ENV=production, SEED_DEMO=0, Robokassa's stand-in, mail over SMTP to a catcher):
 *
 * 1. the operator runs `migrate` and `organiser:add` as docs/deploy.md says, before the first
 *    start; the organiser signs in through the printed link and lands in the console;
 * 2. the empty database gets its reference data in the console (Russia's regions and cities,
 *    an event type), then an event with two cities and a format each, which is published;
 * 3. a guest finds it in the public calendar, buys a ticket through the site and pays on
 *    Robokassa's page; another guest buys one on a partner's page (another origin, the inline
 *    checkout of `<racekit-buy-ticket>`), pays on Robokassa's page and comes back to the
 *    organiser's thanks page, which shows the order without a sign-in (Robokassa's SuccessURL
 *    carries the signed Shp_order and Shp_view);
 * 4. the organiser exports the city's start list as XLSX (a real zip whose sheet holds the
 *    participant's fields), finds the order by the buyer's e-mail and refunds it; Robokassa gets
 *    the refund and the buyer receives the refund mail by SMTP.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startMailCatcher, type MailCatcher } from '../server/delivery/mail-catcher.ts';
import { startRobokassaStandIn, type RobokassaStandIn } from '../server/robokassa-stand-in.ts';
import { partnerPage, twoPublicOrigins } from './embed-support.ts';
import { basketOf, fillParticipant } from './purchase-helpers.ts';
import { startServer, type RunningServer } from './start-server.ts';

const ACCOUNT = { login: 'racekit-prod-e2e', password1: 'first-password-e2e', password2: 'second-password-e2e', password3: 'third-password-e2e', hash: 'sha256' } as const;
const ORGANISER = 'owner@shop.test';
const BUYER = 'runner@buyer.test';
const PARTNER_BUYER = 'club.runner@buyer.test';
const unique = Date.now().toString(36);
const title = `Лесной забег ${unique}`;

let standIn: RobokassaStandIn | undefined;
let mail: MailCatcher | undefined;
let server: RunningServer | undefined;
let signInLink = '';

test.use(twoPublicOrigins);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const robokassa = await startRobokassaStandIn(ACCOUNT);
  standIn = robokassa;
  const catcher = await startMailCatcher();
  mail = catcher;
  server = await startServer(
    (url) => ({
      NODE_ENV: 'production',
      DATABASE_URL: 'pglite',
      PUBLIC_URL: url,
      SEED_DEMO: '0',
      MIGRATE_ON_START: '0',
      PAYMENT_PROVIDER: 'robokassa',
      ROBOKASSA_LOGIN: ACCOUNT.login,
      ROBOKASSA_PASSWORD1: ACCOUNT.password1,
      ROBOKASSA_PASSWORD2: ACCOUNT.password2,
      ROBOKASSA_PASSWORD3: ACCOUNT.password3,
      ROBOKASSA_HASH: ACCOUNT.hash,
      ROBOKASSA_PAY_URL: robokassa.payUrl,
      ROBOKASSA_REFUND_URL: robokassa.refundUrl,
      ORGANISER_NAME: 'Рубеж',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Рубеж <noreply@shop.test>',
      SMS_TRANSPORT: 'smsc',
      SMSC_URL: 'https://smsc.invalid/sys/send.php',
      SMSC_LOGIN: 'rubezh',
      SMSC_PASSWORD: 'secret',
      SMS_SENDER: 'Rubezh',
      JOBS_POLL_MS: '200',
    }),
    (env) => {
      // docs/deploy.md, steps 6 and 9: migrate, then the first organiser, before the first start
      const run = (script: string, args: string[] = []) => execFileSync(process.execPath, [`dist/server/server/${script}`, ...args], { env, encoding: 'utf8' });
      expect(run('migrate-command.js')).toMatch(/^migrate: applied 001, /);
      const printed = run('console/organiser-add-command.js', ['--email', ORGANISER]);
      signInLink = /^(http\S+\/token\/\S+)$/m.exec(printed)?.[1] ?? '';
    },
  );
  robokassa.shop = { resultUrl: `${server.url}/api/payment/robokassa/result`, successUrl: `${server.url}/basket/thanks`, failUrl: `${server.url}/basket` };
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
  await mail?.close();
});

test('from an empty production database: the organiser puts an event on sale, a guest buys it, the organiser exports and refunds', async ({ browser }) => {
  test.setTimeout(240_000);
  if (server === undefined || standIn === undefined || mail === undefined) throw new Error('not started');
  const { url } = server;
  const robokassa = standIn;
  const catcher = mail;
  expect(signInLink).toMatch(new RegExp(`^${url}/token/[\\w-]+\\?next=%2Fconsole$`));

  // 1. The link printed by organiser:add asks first, then opens the console.
  const staff = await browser.newContext({ locale: 'ru-RU', baseURL: url });
  const page = await staff.newPage();
  await page.goto(signInLink);
  await expect(page.getByText(`Ссылка открывает аккаунт ${ORGANISER}. Войти в него?`)).toBeVisible();
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/events$/);
  await expect(page.getByText('Событий пока нет')).toBeVisible();

  // 2. Reference data: nothing in a fresh database, then Russia's regions and cities and a type.
  await page.getByRole('navigation', { name: 'Разделы консоли' }).getByRole('link', { name: 'Справочники' }).click();
  await expect(page.getByRole('heading', { name: 'Справочники', level: 1 })).toBeVisible();
  await expect(page.getByText('Типов событий пока нет. Добавьте первый.')).toBeVisible();
  await page.getByRole('button', { name: 'Загрузить регионы и города России' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Добавлено регионов: \d+, городов: \d+/ })).toBeVisible();
  const types = page.getByRole('form', { name: 'Новый тип события' });
  await types.getByLabel('Название типа (рус.)').fill('Трейл');
  await types.getByLabel('Название типа (англ.)').fill('Trail');
  await types.getByRole('button', { name: 'Добавить тип' }).click();
  await expect(page.getByRole('table', { name: 'Типы событий' }).getByRole('cell', { name: 'Трейл', exact: true })).toBeVisible();

  // An event, a draft, with two cities and a format each; then published.
  await page.goto('/console/events/new');
  await page.getByLabel('Тип события').selectOption({ label: 'Трейл' });
  await page.getByLabel('Название (рус.)').fill(title);
  await page.getByLabel('Название (англ.)').fill(`Forest run ${unique}`);
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const eventUrl = page.url();
  const year = new Date().getFullYear() + 1;
  for (const [index, [region, city]] of [
    ['Москва и Московская область', 'Москва'],
    ['Санкт-Петербург', 'Санкт-Петербург'],
  ].entries()) {
    if (index > 0) await page.goto(eventUrl);
    await page.getByLabel('Регион').selectOption({ label: region ?? '' });
    const cityField = page.getByRole('combobox', { name: /^Город/ });
    await expect(cityField.locator('option', { hasText: city ?? '' })).toHaveCount(1);
    await cityField.selectOption({ label: city ?? '' });
    await page.getByLabel('Адрес (рус.)').fill(`Лесопарк ${index + 1}`);
    await page.getByLabel('Старт (местное время города)').fill(`${year}-06-0${index + 1}T09:00`);
    await page.getByRole('button', { name: 'Добавить город' }).click();
    await expect(page).toHaveURL(/\/console\/event-cities\//);
    await page.getByLabel('Название (рус.)').fill(`Трейл 12 км ${index + 1}`);
    await page.getByRole('textbox', { name: 'Цена, ₽', exact: true }).fill('1900');
    await page.getByRole('textbox', { name: /^Мест/ }).fill('300');
    await page.getByRole('button', { name: 'Добавить формат' }).click();
    await expect(page.getByRole('link', { name: `Трейл 12 км ${index + 1}` })).toBeVisible();
  }
  // the second city's format asks for the participant at purchase (pre-registration)
  await page.getByRole('link', { name: 'Трейл 12 км 2' }).click();
  await page.getByRole('checkbox', { name: 'Предрегистрация' }).check();
  await page.getByRole('button', { name: 'Сохранить' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено' }).first()).toBeVisible();
  await page.goto(eventUrl);
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await page.getByRole('dialog', { name: 'Подтвердите действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Событие опубликовано' })).toBeVisible();

  // 3. A guest finds it in the public calendar (within one cache lifetime) and buys through the site.
  const guest = await browser.newContext({ locale: 'ru-RU', baseURL: url });
  const buyer = await guest.newPage();
  await expect(async () => {
    await buyer.goto('/calendar');
    await expect(buyer.locator('racekit-calendar').getByRole('article', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await buyer.locator('racekit-calendar').getByRole('article', { name: title }).getByRole('link', { name: 'Принять участие' }).click();
  await expect(buyer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await buyer.getByRole('button', { name: 'Принять участие' }).click();
  const dialog = buyer.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: /Санкт-Петербург/ }).check();
  await dialog.getByRole('radio', { name: 'Трейл 12 км 2' }).check();
  await dialog.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(buyer).toHaveURL(/\/basket$/);
  const basket = basketOf(buyer);
  // one ticket: its participant's form is in the card itself, without tabs
  await fillParticipant(basket.getByRole('article', { name: title }), { lastName: 'Лесная', firstName: 'Анна', phone: '9161234567', birthDate: '14.03.1991', gender: 'Женский' });
  await basket.getByRole('textbox', { name: 'E-mail' }).fill(BUYER);
  await basket.getByRole('button', { name: 'Оплатить' }).click();
  // the site's /pay/robokassa/{order} posts the signed form on; the stand-in shows its page
  await expect(buyer.getByRole('button', { name: 'Оплатить' })).toBeVisible({ timeout: 15_000 });
  expect([...robokassa.invoices.values()].map((invoice) => invoice.outSum)).toContain('1900.00');
  await buyer.getByRole('button', { name: 'Оплатить' }).click();
  await expect(buyer).toHaveURL(/\/basket\/thanks/);
  await expect(buyer.getByRole('heading', { name: 'Спасибо за покупку!', level: 1 })).toBeVisible();

  // ... and through a partner's page on another origin, paying in the inline checkout.
  const events = (await (await fetch(`${url}/api/event/list`)).json()) as { values?: { title: string; public_id: string }[] };
  // the demo catalogue stayed off: the only event is the organiser's own
  expect(events.values?.map((event) => event.title)).toEqual([title]);
  const eventId = events.values?.[0]?.public_id ?? '';
  const club = await browser.newContext({ locale: 'ru-RU' });
  const visitor = await club.newPage();
  await visitor.goto(await partnerPage(visitor, url, { body: `<h1>Беговой клуб</h1><racekit-buy-ticket event="${eventId}" checkout="inline"></racekit-buy-ticket>` }));
  const widget = visitor.locator('racekit-buy-ticket');
  await widget.getByRole('button', { name: 'Принять участие', exact: true }).click();
  await widget.getByRole('radio', { name: /Москва/ }).check();
  await widget.getByRole('radio', { name: 'Трейл 12 км 1' }).check();
  await widget.getByRole('button', { name: 'Добавить в корзину', exact: true }).click();
  const inline = widget.locator('racekit-basket');
  await inline.getByRole('textbox', { name: 'E-mail' }).fill(PARTNER_BUYER);
  await inline.getByRole('button', { name: 'Оплатить' }).click();
  await expect(visitor).toHaveURL(/\/Merchant\/Index\.aspx/, { timeout: 15_000 });
  await visitor.getByRole('button', { name: 'Оплатить' }).click();
  // Robokassa's SuccessURL: the organiser's thanks page with the signed order and view key
  await expect(visitor).toHaveURL(/\/basket\/thanks\?.*Shp_view=/);
  expect(new URL(visitor.url()).origin).toBe(url);
  await expect(visitor.getByRole('heading', { name: 'Спасибо за покупку!', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Заказ оплачен.', { exact: false })).toBeVisible();
  await expect(visitor.getByText(PARTNER_BUYER)).toBeVisible();
  expect(new URL(visitor.url()).pathname).toBe('/basket/thanks');
  await visitor.screenshot({ path: 'tests/e2e/.artifacts/production-partner-thanks.png' });
  await club.close();

  // 4. The start list of the Petersburg city as XLSX, with the participant's fields.
  await page.goto(eventUrl);
  await page.getByRole('link', { name: /Санкт-Петербург/ }).first().click();
  await expect(page).toHaveURL(/\/console\/event-cities\//);
  const cityId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await page.goto(`/console/participants?event_city=${encodeURIComponent(cityId)}`);
  await expect(page.getByRole('cell', { name: 'Лесная' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Скачать XLSX' }).click()]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  const sheets = execFileSync('unzip', ['-p', file], { encoding: 'utf8' });
  for (const text of ['Фамилия', 'Имя', 'Дата рождения', 'Телефон', 'Лесная', 'Анна']) expect(sheets).toContain(text);

  // The order, found by the buyer's e-mail, refunded; Robokassa gets the refund, the buyer the mail.
  await page.goto('/console/orders');
  await page.getByLabel('Номер, e-mail, телефон или имя участника').fill(BUYER);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Найдено: 1' })).toBeVisible();
  await page.getByRole('link', { name: /^№ \d+$/ }).click();
  await page.getByRole('button', { name: 'Вернуть весь заказ' }).click();
  await page.getByRole('dialog', { name: 'Подтвердите действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Возврат оформлен: 1\s?900/ })).toBeVisible();
  await expect.poll(() => robokassa.refunds.map((refund) => refund.amount), { timeout: 30_000 }).toEqual([1900]);
  await expect
    .poll(() => catcher.mails.filter((each) => each.parsed.to !== undefined && JSON.stringify(each.parsed.to).includes(BUYER)).map((each) => each.parsed.subject ?? ''), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/^Возврат (по заказу|за билет) №/));
  await staff.close();
  await guest.close();
});
