/**
 * The availability cap of sdk/basket (purchase.md §4, §5): the spec's limit (buy_limit ›
 * tickets_left of the kind › max_count, ≤ 500) stays as written in ticketCountLimit; what a
 * buyer is offered, and what is checked before payment, is also never more than is left.
 */
import { describe, expect, it } from 'vitest';
import {
  addGroupTicket,
  availableTicketLimit,
  checkTicketCount,
  isFixedTeam,
  isTicketSoldOut,
  startingTicketCount,
  stepTicketCount,
  ticketCountLimit,
  ticketsLeftOf,
  withAvailability,
  withAvailableLimit,
} from '../../sdk/basket/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';

const ticket = (patch: Partial<BasketItem> = {}): BasketItem => ({
  unique_id: 't1',
  public_id: 'format-1',
  selector: 'ticket',
  count: 1,
  price: 2000,
  ...patch,
});

describe('availableTicketLimit: the spec’s limit, and no more than are left of the kind', () => {
  it.each([
    ['buy_limit 10 with 3 left: 3 (the spec’s limit alone says 10)', { buy_limit: 10, tickets_left: { athlete: 3 } }, 10, 3],
    ['buy_limit 2 with 30 left: 2', { buy_limit: 2, tickets_left: { athlete: 30 } }, 2, 2],
    ['no buy_limit: tickets left of the kind', { kind: 'vip', tickets_left: { athlete: 30, vip: 4 }, max_count: 20 }, 4, 4],
    ['the kind not listed: max_count, uncapped', { kind: 'vip', tickets_left: { athlete: 30 }, max_count: 20 }, 20, 20],
    ['nothing known: 500', {}, 500, 500],
    ['none left: 0', { buy_limit: 6, tickets_left: { athlete: 0 } }, 6, 0],
    ['a negative stock reads as 0', { tickets_left: { athlete: -2 } }, 0, 0],
  ])('%s', (_case, patch, specLimit, available) => {
    expect(ticketCountLimit(ticket(patch))).toBe(specLimit);
    expect(availableTicketLimit(ticket(patch))).toBe(available);
  });

  it.each([
    ['the default kind', { tickets_left: { athlete: 7 } }, 7],
    ['the line’s kind', { kind: 'spectator', tickets_left: { athlete: 7, spectator: 2 } }, 2],
    ['no stock known', {}, undefined],
    ['below zero', { tickets_left: { athlete: -1 } }, 0],
  ])('ticketsLeftOf — %s', (_case, patch, left) => {
    expect(ticketsLeftOf(ticket(patch))).toBe(left);
  });
});

describe('withAvailableLimit: the count rules with the cap', () => {
  const line = ticket({ buy_limit: 10, tickets_left: { athlete: 3 } });

  it.each([
    [3, null],
    [4, 'basket.ticketCount.text'],
  ])('checkTicketCount of %s tickets when 3 are left → %s', (count, key) => {
    expect(checkTicketCount(line, count)).toBeNull();
    expect(checkTicketCount(withAvailableLimit(line), count)?.key ?? null).toBe(key);
  });

  it('plus stops at what is left', () => {
    expect(stepTicketCount(withAvailableLimit({ ...line, count: 2 }), 1)).toEqual({ count: 3, blocked: false });
    expect(stepTicketCount(withAvailableLimit({ ...line, count: 3 }), 1)).toEqual({ count: 3, blocked: true });
    expect(stepTicketCount({ ...line, count: 3 }, 1)).toEqual({ count: 4, blocked: false });
  });

  it('a pre-registration group grows only up to the limit it is given', () => {
    const group = [ticket({ unique_id: 'g1', groupId: 'g1', preregistration: true, buy_limit: 10, tickets_left: { athlete: 2 } })];
    const second = addGroupTicket(group, 'g1', { now: 0, newId: () => 'g2', limit: availableTicketLimit(group[0] ?? ticket()) });
    expect(second.blocked).toBe(false);
    const third = addGroupTicket(second.items, 'g1', { now: 0, newId: () => 'g3', limit: availableTicketLimit(group[0] ?? ticket()) });
    expect(third.blocked).toBe(true);
    expect(addGroupTicket(second.items, 'g1', { now: 0, newId: () => 'g3' }).blocked).toBe(false);
  });
});

describe('withAvailability: what is left right now on the line', () => {
  it('takes the fresh stock and max_count, and buy_limit when the answer has one', () => {
    const line = ticket({ buy_limit: 5, tickets_left: { athlete: 100 }, max_count: 1 });
    expect(withAvailability(line, { tickets_left: { athlete: 3 }, max_count: 1, buy_limit: null })).toMatchObject({
      buy_limit: 5,
      tickets_left: { athlete: 3 },
    });
    expect(withAvailability(line, { tickets_left: { athlete: 3 }, max_count: 2, buy_limit: 4 })).toMatchObject({ buy_limit: 4, max_count: 2 });
  });
});

describe('sold out, fixed teams and the starting count', () => {
  const team = (patch: Partial<BasketItem>) => ticket({ team_all: true, max_count: 4, min_count: 2, ...patch });

  it.each([
    ['a plain ticket with one left', ticket({ tickets_left: { athlete: 1 } }), false],
    ['a plain ticket with none left', ticket({ tickets_left: { athlete: 0 } }), true],
    ['a fixed team of 4 with 3 left', team({ tickets_left: { athlete: 3 } }), true],
    ['a fixed team of 4 with 4 left', team({ tickets_left: { athlete: 4 } }), false],
    ['an open team (step 2) with 3 left', team({ fixed_count: false, tickets_left: { athlete: 3 } }), false],
  ])('isTicketSoldOut — %s: %s', (_case, line, soldOut) => {
    expect(isTicketSoldOut(line)).toBe(soldOut);
  });

  it.each([
    ['a team with fixed_count unset', team({}), true],
    ['an open team', team({ fixed_count: false }), false],
    ['a plain ticket', ticket(), false],
  ])('isFixedTeam — %s: %s', (_case, line, fixed) => {
    expect(isFixedTeam(line)).toBe(fixed);
  });

  it.each([
    ['a plain ticket starts at 1', ticket(), undefined, 1],
    ['the requested count when it fits', ticket({ tickets_left: { athlete: 9 } }), 5, 5],
    ['the requested count, capped at what is left', ticket({ buy_limit: 10, tickets_left: { athlete: 3 } }), 8, 3],
    ['never below the minimum', ticket(), 0, 1],
    ['a fixed team: its size, whatever was asked', team({}), 9, 4],
    ['an open team: on its step', team({ fixed_count: false, tickets_left: { athlete: 7 } }), 5, 4],
    ['an open team: the step’s multiple under the cap', team({ fixed_count: false, max_count: 10, tickets_left: { athlete: 7 } }), 12, 6],
    ['an open team: never past its size, one team a line (issue 29 item 12)', team({ fixed_count: false, tickets_left: { athlete: 7 } }), 12, 4],
  ])('startingTicketCount — %s', (_case, line, requested, count) => {
    expect(startingTicketCount(line, requested)).toBe(count);
  });
});
