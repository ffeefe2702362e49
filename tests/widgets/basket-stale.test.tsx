import { within } from '@testing-library/react';
import { act } from 'react';
import { getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, fakeApi, mountBasket, shopLine, storedBasket, ticketLine } from './basket-fixtures.ts';

const T0 = Date.parse('2026-06-01T10:00:00Z');
const minutes = (n: number) => n * 60_000;

/** Moves the fake clock (Date and the 30-second check) forward inside act(). */
async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('<racekit-basket>: stale tickets', () => {
  beforeEach(() => {
    // Only the clock and intervals are fake: rendering and the fake API keep real timeouts.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: T0 });
    fakeApi();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('removes a place-holding ticket 10 minutes after it was added, checking every 30 s, with the notice', async () => {
    const host = await mountBasket([
      ticketLine({ space: true, addTicketToBasketTime: T0 - minutes(9) }),
      shopLine({ unique_id: 's-paired', ticket_unique_id: 't-1', delivery: false }),
      shopLine({ unique_id: 's-own', public_id: 'p-2', title: 'Бутылка', delivery: false }),
    ]);
    expect(getByShadowRole(host, 'article', { name: 'Летний забег' })).toBeTruthy();

    await wait(30_000);
    await wait(30_000); // exactly 10 minutes: still in time
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
    expect(storedBasket()).toHaveLength(3);

    await wait(30_000);
    const notice = getByShadowRole(host, 'dialog', { name: 'Данные устарели' });
    expect(notice.textContent).toContain('Данные для покупки мероприятия устарели');
    expect(queryByShadowRole(host, 'article', { name: 'Летний забег' })).toBeNull();
    expect(storedBasket().map((line) => line.unique_id)).toEqual(['s-own']);

    await click(within(notice).getByRole('button', { name: 'Понятно' }));
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
  });

  it('checks on open, and leaves tickets that hold no place', async () => {
    const host = await mountBasket([
      ticketLine({ space: true, addTicketToBasketTime: T0 - minutes(11) }),
      ticketLine({ unique_id: 't-2', addTicketToBasketTime: T0 - minutes(60) }),
    ]);
    expect(getByShadowRole(host, 'dialog', { name: 'Данные устарели' })).toBeTruthy();
    expect(storedBasket().map((line) => line.unique_id)).toEqual(['t-2']);
    await wait(minutes(30));
    expect(storedBasket().map((line) => line.unique_id)).toEqual(['t-2']);
  });
});
