/**
 * Paying through Robokassa in a real browser (issue 27 item 8): the server runs with
 * PAYMENT_PROVIDER=robokassa against the stand-in Robokassa (tests/server/robokassa-stand-in.ts,
 * which takes the form only by POST). The payment answer leads to the site's
 * /pay/robokassa/{order}, whose own script POSTs the signed form with the Receipt under the
 * page's strict CSP; the buyer pays on the stand-in, comes back to the thanks page by SuccessURL,
 * and the thanks page names the order by the number Robokassa got as InvId.
 */
import { expect, test } from '@playwright/test';
import { startRobokassaStandIn, type RobokassaStandIn } from '../server/robokassa-stand-in.ts';
import { api, registerByEmail, signInBrowser, sprintTicket } from './account-helpers.ts';
import { startServer, type RunningServer } from './start-server.ts';

const ACCOUNT = { login: 'racekit-e2e', password1: 'first-password-e2e', password2: 'second-password-e2e', password3: 'third-password-e2e', hash: 'sha256' } as const;
let standIn: RobokassaStandIn | undefined;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  // a fresh server migrates and seeds its database first (the shared fixture allows as long)
  test.setTimeout(90_000);
  const robokassa = await startRobokassaStandIn(ACCOUNT);
  standIn = robokassa;
  const started = await startServer((url) => ({
    PUBLIC_URL: url,
    PAYMENT_PROVIDER: 'robokassa',
    ROBOKASSA_LOGIN: ACCOUNT.login,
    ROBOKASSA_PASSWORD1: ACCOUNT.password1,
    ROBOKASSA_PASSWORD2: ACCOUNT.password2,
    ROBOKASSA_PASSWORD3: ACCOUNT.password3,
    ROBOKASSA_HASH: ACCOUNT.hash,
    ROBOKASSA_PAY_URL: robokassa.payUrl,
    ROBOKASSA_REFUND_URL: robokassa.refundUrl,
    ROBOKASSA_TAX: 'vat20',
  }));
  server = started;
  const { url } = started;
  robokassa.shop = { resultUrl: `${url}/api/payment/robokassa/result`, successUrl: `${url}/basket/thanks`, failUrl: `${url}/basket` };
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

test('the browser POSTs the Receipt form to Robokassa by itself; after paying, the thanks page names the order by its InvId', async ({ page, browser }) => {
  if (server === undefined || standIn === undefined) throw new Error('not started');
  const { url } = server;
  const { payUrl, invoices } = standIn;
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // a failed load is named by its address below
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('response', (response) => {
    // the stand-in has no favicon; anything else that fails is a problem
    if (response.status() >= 400 && response.url() !== new URL('/favicon.ico', payUrl).href) problems.push(`${response.status()} ${response.url()}`);
  });
  const session = await registerByEmail(url);
  const payment = await api<{ redirect_url: string; form: Record<string, unknown>; order_public_id: string }>(url, 'POST', '/api/payment', {
    token: session.token,
    body: { email: session.user.email, tickets: [sprintTicket()], shop: [], insurances: [], register: false },
  });
  expect(payment.redirect_url).toBe(`${url}/pay/robokassa/${payment.order_public_id}`);
  expect(payment.form).toEqual({});
  // without script the page waits with its form and a visible button
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(payment.redirect_url);
  await expect(still.getByRole('heading', { name: /^Заказ № \d+$/ })).toBeVisible();
  await expect(still.getByRole('button', { name: 'Перейти к оплате' })).toBeVisible();
  await still.screenshot({ path: 'tests/e2e/.artifacts/robokassa-pay-page.png' });
  await noScript.close();

  await signInBrowser(page, session);

  // what the basket does after `racekit:payment-redirect`: the browser goes to the answer's address
  await page.goto(payment.redirect_url);
  // the page's script sent the form on: Robokassa's (stand-in's) page, which a GET link with a Receipt never reaches
  await expect(page.getByRole('button', { name: 'Оплатить' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(payUrl).origin);
  const invoice = [...invoices.values()].find((each) => each.shp['Shp_order'] === payment.order_public_id);
  expect(invoice?.receipt).toMatchObject({ items: [{ quantity: 1, tax: 'vat20' }] });

  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(new RegExp(`^${url}/basket/thanks\\?`));
  await expect(page.getByText(`Заказ № ${invoice?.invId ?? '?'}`, { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
