/**
 * Steps the account e2e specs share, all through the real server's HTTP API and its
 * development outbox (docs/server.md): fresh people with unique e-mails and phones, sessions,
 * purchases paid on the local provider's page, and a signed-in browser.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const PASSWORD = 'Passw0rd';

/** A demo format that sells plain tickets with a QR code and insurance (server/catalogue/README.md). */
export const SPRINT = { event: 'ev-rubezh-leto', eventCity: 'ec-rubezh-leto-msk', format: 'f-rl-msk-sprint' } as const;

/** The seeded demo runner (server/seed/demo-users.ts), with a confirmed e-mail and phone. */
export const DEMO_RUNNER = { email: 'runner@racekit.demo', password: 'Runner2026', phone: '79161234567' } as const;

export interface Session {
  readonly token: string;
  readonly user: { readonly public_id: string; readonly email?: string | null; readonly phone?: string | null } & Record<string, unknown>;
}

let sequence = 0;

/** A name no other test of this run uses. */
function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A fresh e-mail on a domain the reality check accepts. */
export function freshEmail(prefix = 'hero'): string {
  return `${prefix}.${unique()}@example.com`;
}

/** A fresh Russian mobile number as digits, `79…` (11 digits). */
export function freshPhone(): string {
  const tail = `${Date.now() % 1e6}${Math.floor(Math.random() * 1e4)}`.padStart(10, '0').slice(-9);
  return `79${tail}`;
}

/** The phone as the RU mask shows it: `+7 (912) 345-67-89`. */
export function maskedPhone(digits: string): string {
  return `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}

/** Calls the API; throws with the server's message unless the status is `expected`. */
export async function api<T = unknown>(baseURL: string, method: string, path: string, options: { body?: unknown; token?: string; expected?: number } = {}): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const expected = options.expected ?? 200;
  if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

interface OutboxMessage {
  readonly channel: 'mail' | 'sms';
  readonly to: string;
  readonly subject: string | null;
  readonly link: string | null;
  readonly code: string | null;
}

/** The newest message of the dev outbox for an e-mail or phone (waits a moment for it). */
export async function lastMessage(baseURL: string, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const { values } = await api<{ values: OutboxMessage[] }>(baseURL, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
      found = values[0];
      return found !== undefined;
    })
    .toBe(true);
  if (found === undefined) throw new Error(`no message to ${to}`);
  return found;
}

/** The site path of a mail's link (`/verify/email/…`), whatever origin the server wrote. */
export function linkPath(link: string | null): string {
  if (link === null) throw new Error('the message has no link');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Registers by phone through the SMS code of the outbox; answers the session. */
export async function registerByPhone(baseURL: string, phone = freshPhone()): Promise<Session> {
  await api(baseURL, 'POST', '/api/user/code', { body: { phone, registration: true } });
  const { code } = await lastMessage(baseURL, phone);
  return api<Session>(baseURL, 'POST', '/api/user/phone', { body: { phone, phone_code: code } });
}

/**
 * Registers by e-mail and confirms it through the mail's code; the confirmation answers a /token
 * link (it signs nobody in by itself), which is spent as the /token page does after «Войти».
 * Answers the session.
 */
export async function registerByEmail(baseURL: string, email = freshEmail(), password = PASSWORD): Promise<Session> {
  await api(baseURL, 'POST', '/api/user', { body: { email, password } });
  const { code } = await lastMessage(baseURL, email);
  const { link } = await api<{ link: string }>(baseURL, 'POST', '/api/user/verify/email', { body: { code } });
  const token = decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');
  return api<Session>(baseURL, 'PUT', '/api/auth/link', { body: { token } });
}

/**
 * Opens the browser signed in as `session`: token and user stored under the spec's keys
 * before the first page of the test loads (once: signing out later stays signed out).
 */
export async function signInBrowser(page: Page, session: Session): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('racekit-e2e-seeded') !== null) return;
    sessionStorage.setItem('racekit-e2e-seeded', '1');
    localStorage.setItem('token', JSON.stringify(stored.token));
    localStorage.setItem('userObj', JSON.stringify(stored.user));
  }, session);
}

/** A ticket line of the sprint for one participant. */
export function sprintTicket(count = 1) {
  return { event_public_id: SPRINT.event, public_id: SPRINT.format, count, event_city: { public_id: SPRINT.eventCity } };
}

/**
 * Pays an order for the signed-in user as the browser would: POST /api/payment, then the
 * provider's page and its 'Оплатить' (the signed callback issues the tickets). Answers the
 * order's public_id.
 */
export async function buyAndPay(baseURL: string, session: Session, order: { tickets?: unknown[]; shop?: unknown[]; insurances?: unknown[] }): Promise<string> {
  const email = session.user.email ?? `${session.user.public_id}@example.com`;
  const payment = await api<{ redirect_url: string; form: Record<string, string | number>; order_public_id?: string | null }>(baseURL, 'POST', '/api/payment', {
    token: session.token,
    body: { email, tickets: order.tickets ?? [], shop: order.shop ?? [], insurances: order.insurances ?? [], register: false },
  });
  const provider = new URL(payment.redirect_url, baseURL);
  for (const [key, value] of Object.entries(payment.form)) provider.searchParams.set(key, String(value));
  const orderId = payment.order_public_id ?? provider.pathname.split('/').pop() ?? '';
  const paid = await fetch(`${baseURL}/pay/${encodeURIComponent(orderId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
    redirect: 'manual',
  });
  expect(paid.status, await paid.text()).toBe(303);
  return orderId;
}

/** The user's active tickets (GET /api/user/tickets/my). */
export async function myTickets(baseURL: string, session: Session): Promise<{ public_id: string; status?: string; info: Record<string, unknown> }[]> {
  const { values } = await api<{ values: { public_id: string; status?: string; info: Record<string, unknown> }[] }>(baseURL, 'GET', '/api/user/tickets/my', { token: session.token });
  return values;
}

/**
 * Registers the ticket whose page is open (/me/ticket/{id}) as Мария Котова through the
 * widget's 'Зарегистрироваться' dialog, and waits for 'Билет зарегистрирован'.
 */
export async function registerOpenTicket(tickets: Locator): Promise<void> {
  await tickets.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const dialog = tickets.getByRole('dialog', { name: 'Регистрация на мероприятие' });
  await dialog.getByRole('textbox', { name: 'Фамилия' }).fill('Котова');
  await dialog.getByRole('textbox', { name: 'Имя' }).fill('Мария');
  await dialog.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('12031994');
  await dialog.getByRole('textbox', { name: 'Телефон' }).pressSequentially('9161112233');
  await dialog.getByRole('radio', { name: 'Женский' }).check();
  const size = dialog.getByRole('combobox', { name: 'Размер' });
  if ((await size.count()) > 0) await size.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(tickets.getByText('Билет зарегистрирован')).toBeVisible();
}
