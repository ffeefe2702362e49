import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  TICKET_COUNT_MAX,
  TICKET_COUNT_MIN,
  addBasketItem,
  checkTicketCount,
  initialTicketCount,
  stepTicketCount,
  teamSizeMessage,
  ticketCountLimit,
  ticketCountStep,
} from '../../sdk/basket/index.ts';
import { countView } from '../../sdk/checkout/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import type { FormMessage } from '../../sdk/forms/index.ts';
import { ru } from '../../sdk/i18n/index.ts';
import { titled } from './table-rows.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { basket: ru.basket } } }, interpolation: { escapeValue: false } });
const text = (message: FormMessage | null) => (message === null ? null : i18n.t(message.key, { ...message.values }));

const ticket = (patch: Partial<BasketItem> = {}): BasketItem => ({
  unique_id: 't1',
  public_id: 'format-1',
  selector: 'ticket',
  count: 1,
  price: 2000,
  ...patch,
});

describe('ticket count: min 1, max 500 (purchase.md §5, §9)', () => {
  it('the constants are the spec’s', () => {
    expect([TICKET_COUNT_MIN, TICKET_COUNT_MAX]).toEqual([1, 500]);
  });

  it.each([
    [0, 'Указанное количество билетов недоступно'],
    [1, null],
    [500, null],
    [501, 'Указанное количество билетов недоступно'],
    [2.5, 'Указанное количество билетов недоступно'],
  ])('a ticket with no limits: count %s → %s', (count, message) => {
    expect(text(checkTicketCount(ticket(), count))).toBe(message);
  });
});

describe('ticket count limit: buy_limit, else tickets_left of the kind (athlete by default), else max_count', () => {
  it.each(titled([
    ['buy_limit wins over tickets_left and max_count', { buy_limit: 3, tickets_left: { athlete: 10 }, max_count: 20 }, 3],
    ['buy_limit wins even when larger than tickets_left', { buy_limit: 30, tickets_left: { athlete: 10 }, max_count: 20 }, 30],
    ['no buy_limit: tickets_left of athlete', { tickets_left: { athlete: 10, volunteer: 2 }, max_count: 20 }, 10],
    ['no buy_limit: tickets_left of the item’s kind', { kind: 'volunteer', tickets_left: { athlete: 10, volunteer: 2 }, max_count: 20 }, 2],
    ['no buy_limit, none left of the kind listed: max_count', { kind: 'volunteer', tickets_left: { athlete: 10 }, max_count: 20 }, 20],
    ['buy_limit null counts as absent', { buy_limit: null, tickets_left: { athlete: 7 } }, 7],
    ['only max_count', { max_count: 20 }, 20],
    ['nothing: 500', {}, 500],
    ['never above 500', { buy_limit: 800 }, 500],
    ['sold out', { tickets_left: { athlete: 0 }, max_count: 20 }, 0],
  ] satisfies [string, Partial<BasketItem>, number][], ([name, , limit]) => `${name} → limit ${limit}`))('%s', (_title, [_name, patch, limit]) => {
    expect(ticketCountLimit(ticket(patch))).toBe(limit);
  });

  it('a count over the limit is unavailable, at the limit it is fine', () => {
    const limited = ticket({ buy_limit: 3 });
    expect(checkTicketCount(limited, 3)).toBeNull();
    expect(text(checkTicketCount(limited, 4))).toBe('Указанное количество билетов недоступно');
    expect(text(checkTicketCount(ticket({ tickets_left: { athlete: 0 } }), 1))).toBe('Указанное количество билетов недоступно');
  });
});

describe('plus and minus', () => {
  it.each([
    ['plus from 1', ticket({ count: 1 }), 1, { count: 2, blocked: false }],
    ['minus from 2', ticket({ count: 2 }), -1, { count: 1, blocked: false }],
    ['minus at 1 stays', ticket({ count: 1 }), -1, { count: 1, blocked: true }],
    ['plus at 500 stays', ticket({ count: 500 }), 1, { count: 500, blocked: true }],
    ['plus at buy_limit stays', ticket({ count: 3, buy_limit: 3 }), 1, { count: 3, blocked: true }],
  ] as const)('%s', (_name, item, direction, result) => {
    expect(stepTicketCount(item, direction)).toEqual(result);
  });
});

describe('team tickets (purchase.md §4, §5)', () => {
  const fixedTeam = ticket({ team_all: true, max_count: 5, min_count: 2, count: 5 });
  const openTeam = ticket({ team_all: true, fixed_count: false, max_count: 5, min_count: 2, count: 2 });

  it('a fixed team steps by max_count, an open one by min_count, other tickets by 1', () => {
    expect(ticketCountStep(fixedTeam)).toBe(5);
    expect(ticketCountStep(openTeam)).toBe(2);
    expect(ticketCountStep(ticket({ team_all: false, max_count: 5 }))).toBe(1);
  });

  it('with team_all the count becomes max_count, unless fixed_count is false', () => {
    expect(initialTicketCount(fixedTeam)).toBe(5);
    expect(initialTicketCount(openTeam)).toBe(2);
    const added = addBasketItem([], { ...fixedTeam, count: 1 }, { now: 0 });
    expect(added[0]?.count).toBe(5);
    const open = addBasketItem([], { ...openTeam, count: 3 }, { now: 0 });
    expect(open[0]?.count).toBe(3);
  });

  it('a line is one team (issue 29 item 12): plus on a fixed team is refused even with tickets left; an open team stops at max_count on its step', () => {
    expect(stepTicketCount({ ...fixedTeam, tickets_left: { athlete: 50 } }, 1)).toEqual({ count: 5, blocked: true });
    expect(stepTicketCount(fixedTeam, -1)).toEqual({ count: 5, blocked: true });
    expect(stepTicketCount(openTeam, 1)).toEqual({ count: 4, blocked: false });
    const corp = ticket({ team_all: true, fixed_count: false, min_count: 3, max_count: 10, tickets_left: { athlete: 410 }, buy_limit: 50, count: 9 });
    expect(ticketCountLimit(corp)).toBe(10);
    expect(stepTicketCount(corp, 1)).toEqual({ count: 9, blocked: true });
    expect(checkTicketCount(corp, 12)).not.toBeNull();
  });

  it('one wording of a team size for the event page, the dialog and the basket', () => {
    const said = (message: FormMessage | null) => (message === null ? null : [message.key, message.values]);
    expect(said(teamSizeMessage({ team_all: true, fixed_count: true, max_count: 5, min_count: 5 }))).toEqual(['event.teamSize', { count: 5 }]);
    expect(said(teamSizeMessage({ team_all: true, fixed_count: false, min_count: 3, max_count: 10 }))).toEqual(['event.teamRange', { min: 3, max: 9, step: 3 }]);
    expect(said(teamSizeMessage({ team_all: true, fixed_count: false, min_count: 3, max_count: 5 }))).toEqual(['event.teamSize', { count: 3 }]);
    expect(teamSizeMessage({ team_all: false, max_count: 5 })).toBeNull();
  });

  it('with neither buy_limit nor tickets_left the limit is max_count: one fixed team per line', () => {
    expect(ticketCountLimit(fixedTeam)).toBe(5);
    expect(stepTicketCount(fixedTeam, 1)).toEqual({ count: 5, blocked: true });
  });
});

describe("a card's plus before it is pressed (issue 29 item 10)", () => {
  it('is off at the limit the line knows, lowered by the same format on other lines, and names it', () => {
    const held = ticket({ unique_id: 'a', count: 2, tickets_left: { athlete: 5 } });
    expect(countView(held, [held])).toEqual({ limit: 5, canIncrease: true });
    const other = ticket({ unique_id: 'b', count: 3, tickets_left: { athlete: 5 } });
    expect(countView(held, [held, other])).toEqual({ limit: 2, canIncrease: false });
  });
});
