import { within } from '@testing-library/react';
import { findByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { click, fakeApi, mountBasket, preRegLine, shopLine, storedBasket, ticketLine } from './basket-fixtures.ts';

interface AvailabilityReply {
  readonly body: { tickets_left: Record<string, number>; max_count: number; buy_limit?: number | null };
}

const availability = (left: number, maxCount = 500, buyLimit: number | null = null): AvailabilityReply => ({
  body: { tickets_left: { athlete: left }, max_count: maxCount, buy_limit: buyLimit },
});

/** A stepper button that is off is aria-disabled, never disabled: it keeps its focus (sdk/ui/count-stepper.tsx). */
const off = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

async function controls(host: HTMLElement, title: string) {
  const card = await findByShadowRole(host, 'article', { name: title });
  return {
    card,
    // `hidden`: read also while a popup is open (the page behind a modal is aria-hidden).
    count: () => within(card).getByRole('status', { hidden: true }).textContent,
    plus: within(card).getByRole('button', { name: 'Увеличить количество' }),
    minus: within(card).getByRole('button', { name: 'Уменьшить количество' }),
  };
}

describe('<racekit-basket>: quantity', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each<[string, Partial<BasketItem>, AvailabilityReply, number, number]>([
    ['tickets left of the kind', { count: 2 }, availability(3), 3, 3],
    ['the buy limit before tickets left', { count: 2 }, availability(100, 500, 2), 2, 2],
    ['the kind of the ticket', { count: 1, kind: 'vip' }, { body: { tickets_left: { athlete: 100, vip: 1 }, max_count: 500 } }, 1, 1],
    ['max_count when nothing else limits', { count: 3 }, { body: { tickets_left: {}, max_count: 4 } }, 4, 4],
  ])('a ticket goes up to %s, read fresh on a plus; at the limit plus is off and the card names it', async (_limit, line, answer, afterOne, limit) => {
    const api = fakeApi({ 'GET /api/event_format/availability/f-1': answer });
    const host = await mountBasket([ticketLine(line)]);
    const card = await controls(host, 'Летний забег');
    await click(card.plus);
    expect(card.count()).toBe(String(afterOne));
    expect(api.callsTo('GET /api/event_format/availability/f-1')).toHaveLength(1);
    const blocked = afterOne === line.count;
    // refused by the fresh answer: the popup names the limit (issue 29 item 10)
    const dialog = queryByShadowRole(host, 'dialog', { name: 'Количество билетов' });
    expect(dialog !== null).toBe(blocked);
    if (dialog !== null) expect(dialog.textContent).toContain(`Можно не больше ${limit} в одном заказе.`);
    expect(off(card.plus)).toBe(true);
    expect(card.card.textContent).toContain(`Не больше ${limit} в одном заказе`);
  });

  it('shows "Указанное количество билетов недоступно" past the limit, closed with "Понятно"', async () => {
    fakeApi({ 'GET /api/event_format/availability/f-1': availability(1) });
    const host = await mountBasket([ticketLine()]);
    const card = await controls(host, 'Летний забег');
    await click(card.plus);
    const dialog = await findByShadowRole(host, 'dialog', { name: 'Количество билетов' });
    expect(dialog.textContent).toContain('Указанное количество билетов недоступно');
    expect(dialog.textContent).toContain('Можно не больше 1 в одном заказе.');
    expect(card.count()).toBe('1');
    expect(storedBasket()[0]?.count).toBe(1);
    await click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
  });

  it('never goes under the minimum: minus is off at 1', async () => {
    fakeApi();
    const host = await mountBasket([ticketLine({ count: 2 })]);
    const card = await controls(host, 'Летний забег');
    expect(off(card.minus)).toBe(false);
    await click(card.minus);
    expect(card.count()).toBe('1');
    expect(off(card.minus)).toBe(true);
    expect(storedBasket()[0]?.count).toBe(1);
  });

  it('holds one team per line, its size worded as everywhere (issue 29 item 12)', async () => {
    fakeApi({ 'GET /api/event_format/availability/f-2': { body: { tickets_left: { athlete: 100 }, max_count: 10 } } });
    const host = await mountBasket([
      ticketLine({ team_all: true, max_count: 4, count: 4 }),
      ticketLine({ unique_id: 't-open', public_id: 'f-2', format_public_id: 'f-2', event: { public_id: 'ev-2', title: 'Командный кубок' }, team_all: true, fixed_count: false, min_count: 3, max_count: 10, count: 3 }),
    ]);
    const fixed = await controls(host, 'Летний забег');
    expect(fixed.card.textContent).toContain('Участников в команде: 4');
    expect(off(fixed.plus)).toBe(true);
    expect(off(fixed.minus)).toBe(true);
    const open = await controls(host, 'Командный кубок');
    expect(open.card.textContent).toContain('Участников в команде: от 3 до 9, кратно 3');
    await click(open.plus);
    await click(open.plus);
    expect(open.count()).toBe('9');
    // never past max_count: 12 would be a second team
    expect(off(open.plus)).toBe(true);
    await click(open.minus);
    expect(open.count()).toBe('6');
  });

  it('takes goods up to 500 without asking the server', async () => {
    const api = fakeApi();
    const host = await mountBasket([shopLine({ count: 499, delivery: false })]);
    const card = await controls(host, 'Футболка финишера');
    await click(card.plus);
    expect(card.count()).toBe('500');
    expect(off(card.plus)).toBe(true);
    expect(card.card.textContent?.replace(/\s/g, ' ')).toContain('995 000 ₽');
    expect(api.calls.filter((call) => call.path.includes('availability'))).toEqual([]);
  });

  it('keeps a button at its limit focusable: aria-disabled, not disabled, and a press changes nothing', async () => {
    fakeApi();
    const host = await mountBasket([shopLine({ count: 500, delivery: false })]);
    const card = await controls(host, 'Футболка финишера');
    expect(off(card.plus)).toBe(true);
    expect(card.plus.hasAttribute('disabled')).toBe(false);
    card.plus.focus();
    await click(card.plus);
    expect(card.count()).toBe('500');
    expect(storedBasket()[0]?.count).toBe(500);
    expect(host.shadowRoot?.activeElement).toBe(card.plus);
  });
});

describe('<racekit-basket>: pre-registration tickets', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const selectedTab = (card: HTMLElement) => within(card).getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
  const tabNames = (card: HTMLElement) => within(card).queryAllByRole('tab').map((tab) => tab.textContent?.replace('!Не все данные участника заполнены', ''));

  it('has no tabs for one ticket; each plus adds a participant tab and makes it active; minus falls back to the first', async () => {
    fakeApi();
    const host = await mountBasket([preRegLine()]);
    const card = await controls(host, 'Летний забег');
    expect(tabNames(card.card)).toEqual([]);
    expect(await within(card.card).findByRole('group', { name: 'Данные участника' })).toBeTruthy();

    await click(card.plus);
    expect(tabNames(card.card)).toEqual(['Билет 1', 'Билет 2']);
    expect(selectedTab(card.card)?.textContent).toContain('Билет 2');
    await click(card.plus);
    expect(tabNames(card.card)).toEqual(['Билет 1', 'Билет 2', 'Билет 3']);
    expect(selectedTab(card.card)?.textContent).toContain('Билет 3');
    expect(card.count()).toBe('3');

    const lines = storedBasket();
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((line) => line.groupId))).toEqual(new Set(['g-1']));
    expect(lines.map((line) => [line.count, line.preReg, line.isErrorTab])).toEqual([
      [1, '', true],
      [1, '', true],
      [1, '', true],
    ]);

    await click(card.minus);
    expect(tabNames(card.card)).toEqual(['Билет 1', 'Билет 2']);
    expect(selectedTab(card.card)?.textContent).toContain('Билет 1');
    expect(storedBasket().map((line) => line.unique_id)).toEqual(lines.slice(0, 2).map((line) => line.unique_id));
  });

  it('refuses a participant past the format limit with the ticket-count popup', async () => {
    fakeApi({ 'GET /api/event_format/availability/f-1': availability(2) });
    const host = await mountBasket([preRegLine(), preRegLine({ unique_id: 't-2' })]);
    const card = await controls(host, 'Летний забег');
    await click(card.plus);
    expect(await findByShadowRole(host, 'dialog', { name: 'Количество билетов' })).toBeTruthy();
    expect(storedBasket()).toHaveLength(2);
  });

  it('removes one ticket of the group with the goods added to it and its promo code', async () => {
    fakeApi();
    const applied = { code: 'ЛЕТО', status: 'applied' as const, discount: 10, discount_form: 'percent' as const, code_count: 5 };
    const host = await mountBasket([
      preRegLine(),
      preRegLine({ unique_id: 't-2', promocode: applied }),
      shopLine({ unique_id: 's-9', ticket_unique_id: 't-2', delivery: false }),
    ]);
    const card = await controls(host, 'Летний забег');
    await click(within(card.card).getByRole('tab', { name: /Билет 2/ }));
    await click(within(card.card).getByRole('button', { name: 'Удалить билет' }));
    expect(storedBasket().map((line) => line.unique_id)).toEqual(['t-1']);
    expect(tabNames(card.card)).toEqual([]);
  });
});
