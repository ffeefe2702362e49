import { act, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getAllByShadowRole, getByShadowRole, queryByShadowRole, screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventFormat, Ticket, User } from '../../sdk/contract/schemas/index.ts';
import '../../widgets/my-tickets/define.ts';
import { listen } from './support/listen.ts';
import { mountElement } from './support/mount-element.ts';
import { held, requests, stubApi, type Reply } from './support/stub-api.ts';

let cleanups: (() => void)[] = [];
function hear<K extends 'racekit:navigate' | 'racekit:error'>(type: K): GlobalEventHandlersEventMap[K][] {
  const heard = listen(type, true);
  cleanups.push(heard.stop);
  return heard.events;
}

// ── realistic tickets (they pass the contract's Ticket schema) ───────────────────────────
const FUTURE = '2099-06-06T09:00:00+03:00';
const PAST = '2020-06-06T09:00:00+03:00';
const me: User = { public_id: 'u-1', email: 'hero@example.test', name: 'Иван', last_name: 'Петров', phone: '79991234567', birth_date: '1990-05-01', gender: 'male' };

function ticket(id: string, patch: { registered?: boolean; offline?: boolean; start?: string; status?: string; qr?: boolean; from?: string; email?: string; timezone?: string } = {}): Ticket {
  return {
    public_id: id,
    original_user_public_id: patch.from ?? null,
    status: patch.status ?? 'paid',
    ticketNumber: `A-${id}`,
    info: { email: patch.email ?? 'hero@example.test', first_name: 'Иван', last_name: 'Петров', registered: patch.registered ?? false, offline_registered: patch.offline ?? false },
    event: {
      public_id: 'ev-1',
      title: `Летний забег ${id}`,
      event_type: { logo: '/media/et-1/logo.png', title: 'Гонка Героев' },
      banners: { landing_page: { mobile_picture: '/media/ev-1/mobile.jpg' } },
    },
    event_format: { public_id: 'f-1', title: 'Элита 10 км', start_time: patch.start ?? FUTURE, timezone: patch.timezone ?? 'Europe/Moscow', qr: patch.qr ?? false },
    city: { name_ru: 'Москва' },
    team: null,
    kind: 'athlete',
  };
}

const format: EventFormat = {
  public_id: 'f-1',
  title: 'Элита 10 км',
  price: 3500,
  start_time: FUTURE,
  timezone: 'Europe/Moscow',
  event_city_public_id: 'ec-1',
  regions: [
    { id: 524894, name: 'Москва' },
    { id: 536203, name: 'Санкт-Петербург' },
  ],
  qr: true,
};

const values = (...tickets: Ticket[]) => ({ body: { values: tickets } });

function signIn(): void {
  localStorage.setItem('token', JSON.stringify('tok-1'));
  localStorage.setItem('userObj', JSON.stringify(me));
}

const mountTickets = (attributes: Record<string, string> = {}) => mountElement('racekit-my-tickets', attributes);
const button = (name: string | RegExp) => screen.findByShadowRole('button', { name }, { timeout: 3000 });
const dialog = (name: string | RegExp) => screen.findByShadowRole('dialog', { name }, { timeout: 3000 });

describe('<racekit-my-tickets>', { timeout: 20_000 }, () => {
  beforeEach(() => {
    cleanups = [];
  });
  afterEach(() => {
    for (const cleanup of cleanups) cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks a visitor who is not signed in to sign in, and loads nothing', async () => {
    const sent = stubApi({});
    const routed = hear('racekit:navigate');
    await mountTickets();
    expect(await screen.findByShadowRole('heading', { name: 'Войдите в личный кабинет, чтобы продолжить' })).toBeTruthy();
    fireEvent.click(await button('Войти'));
    expect(routed.map((event) => event.detail.path)).toEqual(['/auth']);
    expect(sent).toEqual([]);
  });

  describe('the lists', () => {
    it('loads the active tickets once on entry, in registered and unregistered sections, leaving out those transferred away', async () => {
      signIn();
      const sent = stubApi({
        'GET /api/user/tickets/my': values(
          ticket('t-reg', { registered: true }),
          ticket('t-new'),
          ticket('t-away', { from: 'u-1', email: 'friend@example.test' }),
          ticket('t-in', { from: 'u-9' }),
        ),
      });
      await mountTickets();
      expect(screen.getByShadowRole('status')).toBeTruthy(); // loading
      const registered = await screen.findByShadowRole('heading', { name: 'Зарегистрированные билеты' });
      const unregistered = await screen.findByShadowRole('heading', { name: 'Незарегистрированные билеты' });
      const inSection = (heading: HTMLElement) =>
        [...(heading.closest('section')?.querySelectorAll('h3.ticket__title') ?? [])].map((title) => title.textContent);
      expect(inSection(registered)).toEqual(['Летний забег t-reg']);
      expect(inSection(unregistered)).toEqual(['Летний забег t-new', 'Летний забег t-in']);
      expect(screen.queryByShadowText('Летний забег t-away')).toBeNull();
      expect(await screen.findByShadowText('Вам передали билет')).toBeTruthy();
      expect(requests(sent, 'GET', '/api/user/tickets/my')).toHaveLength(1);
      expect(requests(sent, 'GET', '/api/user/tickets/old')).toEqual([]);
      expect(requests(sent, 'GET', '/api/user/tickets/transfered')).toEqual([]);
    });

    it.each([
      ['registered, past, used offline', { registered: true, offline: true, start: PAST }, 'Использован'],
      ['registered, coming', { registered: true }, 'Билет зарегистрирован'],
      ['registered, past, not used offline', { registered: true, start: PAST }, 'Билет зарегистрирован'],
      ['unregistered, past', { start: PAST }, 'Завершено'],
      ['unregistered, coming, refund under way', { status: 'processing' }, 'Ожидайте возврат'],
    ])('labels a ticket %s as %j', async (_case, patch, label) => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1', patch)) });
      await mountTickets();
      const status = await screen.findByShadowText(label);
      expect(status.className).toContain('ticket__status');
      expect(screen.queryByShadowRole('link', { name: 'Зарегистрироваться' })).toBeNull();
    });

    it.each([
      ['an own coming unregistered ticket', {}, ['Передать билет', 'Отменить покупку']],
      ['an own coming registered ticket', { registered: true }, ['Передать билет', 'Отменить регистрацию']],
      ['a ticket awaiting its refund', { status: 'processing' }, []],
      ['a ticket transferred to the user', { from: 'u-9' }, ['Подтвердить передачу']],
      ['a ticket transferred to the user and registered', { from: 'u-9', registered: true }, ['Отменить регистрацию']],
    ])('offers the actions of %s', async (_case, patch, expected) => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1', patch)) });
      await mountTickets();
      await screen.findByShadowText('Летний забег t-1');
      const group = screen.queryByShadowRole('group', { name: 'Действия с билетом' });
      const names = group === null ? [] : [...group.querySelectorAll('button')].map((action) => action.textContent);
      expect(names).toEqual(expected);
    });

    it("offers 'Зарегистрироваться' on a coming unregistered ticket: a link to its page", async () => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1')) });
      const routed = hear('racekit:navigate');
      await mountTickets();
      const register = await screen.findByShadowRole('link', { name: 'Зарегистрироваться' });
      expect(register.getAttribute('href')).toBe(`${location.origin}/me/ticket/t-1`);
      fireEvent.click(register);
      expect(routed.map((event) => event.detail.path)).toEqual(['/me/ticket/t-1']);
    });

    it("shows the card: picture and logo from the site, title, city, the start in the event's time zone, format, number", async () => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1'), ticket('t-2', { timezone: 'Asia/Yekaterinburg' })) });
      const host = await mountTickets();
      await screen.findByShadowText('Летний забег t-1');
      const cards = [...(host.shadowRoot?.querySelectorAll('[part="ticket"]') ?? [])];
      const first = cards[0];
      expect(first?.textContent).toContain('Гонка Героев');
      expect(first?.textContent).toContain('Москва');
      expect(first?.textContent).toContain('6 июня / 09:00');
      expect(first?.textContent).toContain('Элита 10 км');
      expect(first?.textContent).toContain('Билет № A-t-1');
      expect(cards[1]?.textContent).toContain('6 июня / 11:00');
      const images = [...(first?.querySelectorAll('img') ?? [])].map((image) => image.getAttribute('src'));
      expect(images).toEqual([`${location.origin}/media/ev-1/mobile.jpg`, `${location.origin}/media/et-1/logo.png`]);
    });

    it('shows the empty state with a link to the calendar when there are no active tickets', async () => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': values() });
      const routed = hear('racekit:navigate');
      await mountTickets();
      expect(await screen.findByShadowRole('heading', { name: 'У вас пока нет билетов' })).toBeTruthy();
      const link = screen.getByShadowRole('link', { name: 'Выбрать мероприятие' });
      expect(link.getAttribute('href')).toBe(`${location.origin}/calendar`);
      fireEvent.click(link);
      expect(routed.map((event) => event.detail.path)).toEqual(['/calendar']);
      // The two collapsible sections are still there.
      expect(await button('Прошедшие мероприятия')).toBeTruthy();
    });

    it('draws the collapsible sections once the list has come, so its cards never push them down', async () => {
      signIn();
      const mine = held(values(ticket('t-1')));
      stubApi({ 'GET /api/user/tickets/my': mine.route });
      const host = await mountTickets();
      await waitFor(() => expect(host.shadowRoot?.querySelector('.tickets__loading')).not.toBeNull());
      expect(queryByShadowRole(host, 'button', { name: 'Прошедшие мероприятия' })).toBeNull();
      await mine.release();
      await screen.findByShadowText('Летний забег t-1');
      expect(await button('Прошедшие мероприятия')).toBeTruthy();
      expect(await button('Переданные билеты')).toBeTruthy();
    });

    it.each([
      ['Прошедшие мероприятия', '/api/user/tickets/old', 'Прошедшие мероприятия не найдены!'],
      ['Переданные билеты', '/api/user/tickets/transfered', 'Переданные билеты не найдены!'],
    ])("'%s' loads on its first opening only, and says when it is empty", async (section, path, empty) => {
      signIn();
      const sent = stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1')), [`GET ${path}`]: values() });
      await mountTickets();
      const toggle = await button(section);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(requests(sent, 'GET', path)).toEqual([]);

      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await screen.findByShadowText(empty)).toBeTruthy();
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(await screen.findByShadowText(empty)).toBeTruthy();
      expect(requests(sent, 'GET', path)).toHaveLength(1);
    });

    it("lists transferred tickets with the recipient's e-mail, and past ones with their status", async () => {
      signIn();
      stubApi({
        'GET /api/user/tickets/my': values(),
        'GET /api/user/tickets/transfered': values(ticket('t-away', { from: 'u-1', email: 'friend@example.test' })),
        'GET /api/user/tickets/old': values(ticket('t-old', { registered: true, offline: true, start: PAST })),
      });
      await mountTickets();
      fireEvent.click(await button('Переданные билеты'));
      expect(await screen.findByShadowText('Передан: friend@example.test')).toBeTruthy();
      expect(await button('Вернуть билет')).toBeTruthy();
      fireEvent.click(await button('Прошедшие мероприятия'));
      expect(await screen.findByShadowText('Летний забег t-old')).toBeTruthy();
      expect(await screen.findByShadowText('Использован')).toBeTruthy();
    });

    it("shows a cancelled purchase 'Ожидайте возврат' without its QR code, then, refunded, 'Возвращено' with the sum and date among the past ones", async () => {
      signIn();
      const refunded: Ticket = { ...ticket('t-back', { status: 'refunded', qr: true }), order_number: 42, refund: { amount: 1000, refunded_at: '2026-11-28T09:30:00Z' } };
      stubApi({
        'GET /api/user/tickets/my': values({ ...ticket('t-wait', { status: 'processing', qr: true }), order_number: 41, refund: { amount: 1000, refunded_at: null } }),
        'GET /api/user/tickets/old': values(refunded),
      });
      const host = await mountTickets();
      expect(await screen.findByShadowText('Ожидайте возврат')).toBeTruthy();
      expect(await screen.findByShadowText('Заказ № 41')).toBeTruthy();
      expect(screen.queryByShadowRole('button', { name: 'Показать QR-код' })).toBeNull();
      fireEvent.click(await button('Прошедшие мероприятия'));
      const label = await screen.findByShadowText(/^Возвращено/);
      expect(label.textContent).toBe('Возвращено 1\u00a0000 Руб., 28.11.2026'.replace(' Руб', '\u00a0Руб'));
      const card = label.closest('[part="ticket"]');
      expect(card?.textContent).toContain('Заказ № 42');
      expect(card?.querySelector('.ticket__qr-button')).toBeNull();
      expect(card?.querySelector('[role="group"]')).toBeNull();
      expect(host.shadowRoot?.querySelectorAll('.ticket__qr-button')).toHaveLength(0);
    });

    it('shows the load problem with a retry', async () => {
      signIn();
      let fail = true;
      stubApi({ 'GET /api/user/tickets/my': () => (fail ? { status: 500, body: {} } : values(ticket('t-1'))) });
      await mountTickets();
      expect((await screen.findByShadowRole('alert', {}, { timeout: 5000 })).textContent).toContain('Проблема при загрузке');
      fail = false;
      fireEvent.click(await button('Повторить'));
      expect(await screen.findByShadowText('Летний забег t-1')).toBeTruthy();
    });

    it('goes to login on a 401', async () => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': { status: 401, body: {} } });
      const routed = hear('racekit:navigate');
      await mountTickets();
      await vi.waitFor(() => expect(routed.map((event) => event.detail.path)).toEqual(['/login']));
      expect(await screen.findByShadowRole('heading', { name: 'Войдите в личный кабинет, чтобы продолжить' })).toBeTruthy();
    });

    it('speaks English with lang="en"', async () => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1', { registered: true }), ticket('t-2')) });
      await mountTickets({ lang: 'en' });
      expect(await screen.findByShadowRole('heading', { name: 'Tickets' })).toBeTruthy();
      expect(await screen.findByShadowText('Ticket registered')).toBeTruthy();
      expect(await screen.findByShadowRole('link', { name: 'Register' })).toBeTruthy();
      expect(await screen.findAllByShadowText('6 June / 09:00')).toHaveLength(2);
      expect(await button('Past events')).toBeTruthy();
    });
  });

  describe('the QR code', () => {
    it('shows the code of the public_id (level L, 200) only for a QR format, and pressing the code turns the card back', async () => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': values(ticket('t-qr', { qr: true }), ticket('t-plain')) });
      const host = await mountTickets();
      const show = await button('Показать QR-код');
      expect(screen.getAllByShadowRole('button', { name: 'Показать QR-код' })).toHaveLength(1);
      expect(show.closest('[part="ticket"]')?.textContent).toContain('Летний забег t-qr');

      fireEvent.click(show);
      const back = await button('Вернуться к билету');
      const code = await screen.findByShadowRole('img', { name: 'QR-код билета' });
      expect(host.shadowRoot?.activeElement).toBe(back);
      const expected = document.createElement('div');
      expected.innerHTML = renderToStaticMarkup(<QRCodeSVG value="t-qr" level="L" size={200} />);
      expect(code.getAttribute('height')).toBe('200');
      expect(code.querySelectorAll('path')[1]?.getAttribute('d')).toBe(expected.querySelectorAll('path')[1]?.getAttribute('d'));

      fireEvent.click(back);
      expect(screen.queryByShadowRole('img', { name: 'QR-код билета' })).toBeNull();
      expect(host.shadowRoot?.activeElement).toBe(await button('Показать QR-код'));
    });
  });

  describe('flows', () => {
    it('transfers a ticket to a lowercased e-mail, checking it first, then reloads the lists', async () => {
      signIn();
      const sent = stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1')), 'PUT /api/user/ticket/transfer': { body: { message: 'ok' } } });
      const user = userEvent.setup();
      await mountTickets();
      await user.click(await button('Передать билет'));
      const popup = await dialog('Передача билета');
      const email = screen.getByShadowLabelText(/E-mail получателя/, { selector: 'input' });
      expect(popup.contains(email)).toBe(true);
      await user.type(email, 'friend@');
      await user.click(getByShadowRole(popup, 'button', { name: 'Передать' }));
      expect(getByShadowRole(popup, 'alert').textContent).toBe('Введите валидный email');
      expect(requests(sent, 'PUT', '/api/user/ticket/transfer')).toEqual([]);

      await user.type(email, 'Example.TEST');
      await user.click(getByShadowRole(popup, 'button', { name: 'Передать' }));
      // the transfer confirms itself (issue 29 item 21), and the lists reload as it closes
      const done = await dialog('Билет передан');
      expect(getByShadowRole(done, 'status').textContent).toBe('Билет передан на friend@example.test. Мы отправили получателю письмо.');
      expect(requests(sent, 'PUT', '/api/user/ticket/transfer')[0]?.body).toEqual({ public_id: 't-1', email: 'friend@example.test' });
      expect(requests(sent, 'GET', '/api/user/tickets/my')).toHaveLength(1);
      await user.click(getByShadowRole(done, 'button', { name: 'Понятно' }));
      await vi.waitFor(() => expect(done.isConnected).toBe(false));
      await vi.waitFor(() => expect(requests(sent, 'GET', '/api/user/tickets/my')).toHaveLength(2));
    });

    it('offers no «Вернуть билет» once the recipient registered the ticket, and says so', async () => {
      signIn();
      const sent = stubApi({
        'GET /api/user/tickets/my': values(),
        'GET /api/user/tickets/transfered': values(ticket('t-away', { from: 'u-1', email: 'friend@example.test', registered: true })),
      });
      await mountTickets();
      fireEvent.click(await button('Переданные билеты'));
      expect(await screen.findByShadowText('Получатель зарегистрировал билет')).toBeTruthy();
      await vi.waitFor(() => expect(requests(sent, 'GET', '/api/user/tickets/transfered')).toHaveLength(1));
      expect(screen.queryByShadowRole('button', { name: 'Вернуть билет' })).toBeNull();
    });

    it.each([
      ['accepts', 'Подтвердить передачу', true],
      ['declines', 'Отклонить', false],
    ])('%s a transfer addressed to the user', async (_what, choice, accept) => {
      signIn();
      const sent = stubApi({ 'GET /api/user/tickets/my': values(ticket('t-in', { from: 'u-9' })), 'PUT /api/user/ticket/confirm/transfer': { body: {} } });
      await mountTickets();
      expect(screen.queryByShadowRole('button', { name: 'Передать билет' })).toBeNull();
      fireEvent.click(await button('Подтвердить передачу'));
      const popup = await dialog('Передача билета');
      await act(async () => {
        fireEvent.click(getByShadowRole(popup, 'button', { name: choice }));
      });
      await vi.waitFor(() => expect(requests(sent, 'PUT', '/api/user/ticket/confirm/transfer')[0]?.body).toEqual({ public_id: 't-in', transfer_confirm: accept }));
      await vi.waitFor(() => expect(popup.isConnected).toBe(false));
    });

    it('takes a transferred ticket back', async () => {
      signIn();
      const sent = stubApi({
        'GET /api/user/tickets/my': values(),
        'GET /api/user/tickets/transfered': values(ticket('t-away', { from: 'u-1', email: 'friend@example.test' })),
        'PUT /api/user/ticket/return': { body: {} },
      });
      await mountTickets();
      fireEvent.click(await button('Переданные билеты'));
      fireEvent.click(await button('Вернуть билет'));
      const popup = await dialog('Возврат билета');
      await act(async () => {
        fireEvent.click(getByShadowRole(popup, 'button', { name: 'Вернуть билет' }));
      });
      await vi.waitFor(() => expect(requests(sent, 'PUT', '/api/user/ticket/return')[0]?.body).toEqual({ public_id: 't-away' }));
      await vi.waitFor(() => expect(requests(sent, 'GET', '/api/user/tickets/transfered')).toHaveLength(2));
    });

    it('cancels a registration: the popup closes and the tickets reload', async () => {
      signIn();
      const sent = stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1', { registered: true })), 'PUT /api/user/ticket/disable': { body: {} } });
      await mountTickets();
      fireEvent.click(await button('Отменить регистрацию'));
      const popup = await dialog('Отмена регистрации');
      await act(async () => {
        fireEvent.click(getByShadowRole(popup, 'button', { name: 'Отменить регистрацию' }));
      });
      await vi.waitFor(() => expect(popup.isConnected).toBe(false));
      expect(requests(sent, 'PUT', '/api/user/ticket/disable')[0]?.body).toEqual({ public_id: 't-1' });
      await vi.waitFor(() => expect(requests(sent, 'GET', '/api/user/tickets/my')).toHaveLength(2));
    });

    it("shows a refused action's message in the 'Понятно' popup and fires racekit:error", async () => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1', { registered: true })), 'PUT /api/user/ticket/disable': { status: 400, body: { message: 'Регистрация уже закрыта' } } });
      const errors = hear('racekit:error');
      await mountTickets();
      fireEvent.click(await button('Отменить регистрацию'));
      const popup = await dialog('Отмена регистрации');
      await act(async () => {
        fireEvent.click(getByShadowRole(popup, 'button', { name: 'Отменить регистрацию' }));
      });
      const error = await dialog('Ошибка');
      expect(error.textContent).toContain('Регистрация уже закрыта');
      expect(errors.map((event) => event.detail.code)).toEqual(['api']);
      fireEvent.click(getByShadowRole(error, 'button', { name: 'Понятно' }));
      expect(queryByShadowRole(document.body, 'dialog', { name: 'Ошибка' })).toBeNull();
    });

    // issue 28 §7: on a partner page the session is partner-scoped; the server words the refusal
    // in the visitor's language, the widget shows it and the visitor stays signed in
    it.each([
      ['ru', 'Передать билет', 'Передача билета', 'Передать', 'Отменить покупку', 'Отмена покупки', 'Вернуть деньги', 'Ошибка', 'Понятно', 'откройте сайт организатора: https://events.example'],
      ['en', 'Transfer the ticket', 'Ticket transfer', 'Transfer', 'Cancel the purchase', 'Purchase cancellation', 'Refund', 'Error', 'Got it', "open the organiser's site: https://events.example"],
    ])('[%s] shows the refusal of a partner page session for a transfer and a return, and keeps the session', async (lang, transferButton, transferTitle, send, cancelButton, cancelTitle, refund, errorTitle, gotIt, message) => {
      signIn();
      const refusal = { status: 403, body: { message: `… ${message}`, message_key: 'server.scope.partnerSession', scope: 'partner', site: 'https://events.example' } };
      stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1')), 'PUT /api/user/ticket/transfer': refusal, 'POST /api/payment/cancel': refusal });
      const user = userEvent.setup();
      await mountTickets(lang === 'en' ? { lang: 'en' } : {});
      await user.click(await button(transferButton));
      const popup = await dialog(transferTitle);
      await user.type(screen.getByShadowLabelText(/e-mail/i, { selector: 'input' }), 'friend@example.test');
      await user.click(getByShadowRole(popup, 'button', { name: send }));
      const error = await dialog(errorTitle);
      expect(error.textContent).toContain(message);
      fireEvent.click(getByShadowRole(error, 'button', { name: gotIt }));

      await user.click(await button(cancelButton));
      const cancel = await dialog(cancelTitle);
      await act(async () => {
        fireEvent.click(getByShadowRole(cancel, 'button', { name: refund }));
      });
      expect((await dialog(errorTitle)).textContent).toContain(message);
      expect(localStorage.getItem('token')).toBe(JSON.stringify('tok-1'));
    });

    it("cancels a purchase: the refund sum, 'Возврат выполнен успешно!', a close button and the main page link", async () => {
      signIn();
      const sent = stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1')), 'POST /api/payment/cancel': { body: { sum: 1500 } } });
      const routed = hear('racekit:navigate');
      await mountTickets();
      fireEvent.click(await button('Отменить покупку'));
      const popup = await dialog('Отмена покупки');
      await act(async () => {
        fireEvent.click(getByShadowRole(popup, 'button', { name: 'Вернуть деньги' }));
      });
      const done = await dialog('Возврат выполнен успешно!');
      expect(done.textContent).toContain('Сумма к возврату: 1\u00a0500\u00a0₽');
      expect(requests(sent, 'POST', '/api/payment/cancel')[0]?.body).toEqual({ public_id: 't-1' });
      const toMain = getByShadowRole(done, 'link', { name: 'На главную' });
      expect(toMain.getAttribute('href')).toBe(`${location.origin}/`);
      // The dialog's own close control and the popup's close button.
      expect(getAllByShadowRole(done, 'button', { name: 'Закрыть' })).toHaveLength(2);
      // the lists reload as the popup closes: a ticket refunded at once leaves them, and its card with the popup
      expect(requests(sent, 'GET', '/api/user/tickets/my')).toHaveLength(1);
      fireEvent.click(toMain);
      expect(routed.map((event) => event.detail.path)).toEqual(['/']);
      expect(done.isConnected).toBe(false);
      await vi.waitFor(() => expect(requests(sent, 'GET', '/api/user/tickets/my')).toHaveLength(2));
    });

    it('closes the cancel-purchase popup without a word when the refund fails', async () => {
      signIn();
      stubApi({ 'GET /api/user/tickets/my': values(ticket('t-1')), 'POST /api/payment/cancel': { status: 500, body: {} } });
      const errors = hear('racekit:error');
      await mountTickets();
      fireEvent.click(await button('Отменить покупку'));
      const popup = await dialog('Отмена покупки');
      await act(async () => {
        fireEvent.click(getByShadowRole(popup, 'button', { name: 'Вернуть деньги' }));
      });
      await vi.waitFor(() => expect(popup.isConnected).toBe(false));
      expect(screen.queryAllByShadowRole('dialog')).toEqual([]);
      expect(screen.queryAllByShadowRole('alert')).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("downloads the certificate under the server's file name, through a link inside the shadow root", async () => {
      signIn();
      const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
      const sent = stubApi({
        'GET /api/user/tickets/my': values(),
        'GET /api/user/tickets/old': values(ticket('t-old', { registered: true, start: PAST })),
        'GET /api/user/certificate/result/t-old': { file: { blob: pdf, disposition: `attachment; filename*=UTF-8''${encodeURIComponent('Сертификат Петров.pdf')}` } },
      });
      const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:racekit/1');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const clicked: { download: string; href: string; inShadow: boolean }[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ download: this.download, href: this.href, inShadow: this.getRootNode() instanceof ShadowRoot });
      });
      await mountTickets();
      fireEvent.click(await button('Прошедшие мероприятия'));
      const download = await button('Скачать сертификат');
      await act(async () => {
        fireEvent.click(download);
      });
      // The file is saved, then the button leaves its loading state: wait for both.
      await waitFor(() => expect(download.getAttribute('aria-busy')).toBeNull());
      expect(download.hasAttribute('disabled')).toBe(false);
      expect(clicked).toEqual([{ download: 'Сертификат Петров.pdf', href: 'blob:racekit/1', inShadow: true }]);
      expect(created).toHaveBeenCalledTimes(1);
      expect(requests(sent, 'GET', '/api/user/certificate/result/t-old')).toHaveLength(1);
    });

    it('resets the certificate button silently when the download fails', async () => {
      signIn();
      stubApi({
        'GET /api/user/tickets/my': values(),
        'GET /api/user/tickets/old': values(ticket('t-old', { registered: true, start: PAST })),
        'GET /api/user/certificate/result/t-old': () => failed,
      });
      let fail: (reply: Reply) => void = () => undefined;
      const failed = new Promise<Reply>((resolve) => {
        fail = resolve;
      });
      await mountTickets();
      fireEvent.click(await button('Прошедшие мероприятия'));
      const download = await button('Скачать сертификат');
      await act(async () => {
        fireEvent.click(download);
      });
      expect(download.getAttribute('aria-busy')).toBe('true');
      await act(async () => {
        fail({ status: 500, body: {} });
      });
      // The failure is handled (the loading flag resets) in the same turn that would show a message.
      await waitFor(() => expect(download.getAttribute('aria-busy')).toBeNull());
      expect(download.hasAttribute('disabled')).toBe(false);
      expect(screen.queryAllByShadowRole('alert')).toEqual([]);
      expect(screen.queryAllByShadowRole('dialog')).toEqual([]);
    });
  });

  describe('one ticket (attribute ticket)', () => {
    it('shows the card expanded with its QR code, and registers the participant with the format\'s form', async () => {
      signIn();
      const sent = stubApi({
        'GET /api/user/ticket/online/t-1': { body: { ticket: ticket('t-1', { qr: true }), format } },
        'PUT /api/user/ticket/online': (request) => ({ body: { ticket: { ...ticket('t-1'), info: { registered: true } }, echo: request.body } }),
        'GET /api/user/tickets/my': values(),
      });
      const routed = hear('racekit:navigate');
      const user = userEvent.setup();
      await mountTickets({ ticket: 't-1' });
      expect(await screen.findByShadowRole('img', { name: 'QR-код билета' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByShadowRole('link', { name: 'Все билеты' }).getAttribute('href')).toBe(`${location.origin}/me`);

      await user.click(await button('Зарегистрироваться'));
      const popup = await dialog('Регистрация на мероприятие');
      const submit = await screen.findByShadowRole('button', { name: 'Зарегистрировать' }, { timeout: 5000 });
      // The form starts from the ticket and the stored user.
      expect((screen.getByShadowLabelText(/^Фамилия/, { selector: 'input' }) as HTMLInputElement).value).toBe('Петров');
      expect((screen.getByShadowLabelText(/^Дата рождения/, { selector: 'input' }) as HTMLInputElement).value).toBe('01.05.1990');

      await user.click(submit);
      expect(getByShadowRole(popup, 'alert').textContent).toBe('Выберите регион');
      expect(requests(sent, 'PUT', '/api/user/ticket/online')).toEqual([]);

      await user.selectOptions(screen.getByShadowLabelText(/^Регион/, { selector: 'select' }), '536203');
      await user.click(submit);
      await vi.waitFor(() => expect(routed.map((event) => event.detail.path)).toEqual(['/me']));
      expect(requests(sent, 'PUT', '/api/user/ticket/online')[0]?.body).toEqual({
        public_id: 't-1',
        info: { first_name: 'Иван', last_name: 'Петров', region: '536203', gender: 'male', phone: '79991234567', birth_date: '1990-05-01' },
      });
    });

    it('shows the participant messages of an empty form', async () => {
      signIn();
      localStorage.setItem('userObj', JSON.stringify({ public_id: 'u-1' }));
      const bare = { ...ticket('t-1'), info: {} };
      stubApi({ 'GET /api/user/ticket/online/t-1': { body: { ticket: bare, format } } });
      const user = userEvent.setup();
      await mountTickets({ ticket: 't-1' });
      await user.click(await button('Зарегистрироваться'));
      const popup = await dialog('Регистрация на мероприятие');
      await user.click(await screen.findByShadowRole('button', { name: 'Зарегистрировать' }, { timeout: 5000 }));
      const messages = [...popup.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
      expect(messages).toEqual(['Заполните поле', 'Заполните поле', 'Заполните поле', 'Заполните поле', 'Выберите одно из значений', 'Выберите регион']);
    });

    it('says when the ticket is not found', async () => {
      signIn();
      stubApi({ 'GET /api/user/ticket/online/nope': { status: 404, body: { message: 'Билет не найден' } } });
      await mountTickets({ ticket: 'nope' });
      expect(await screen.findByShadowRole('heading', { name: 'Билет не найден' })).toBeTruthy();
    });
  });
});
