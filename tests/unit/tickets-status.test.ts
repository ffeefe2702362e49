/**
 * The ticket card's rules in sdk/tickets (account.md §4 "Ticket card"; issue 29 items 14 and
 * 21): one home, read by the my-tickets widget and the server's ticket lists alike. The label's
 * precedence and the actions are tables: one row a kind of ticket.
 */
import { describe, expect, it } from 'vitest';
import type { Ticket } from '../../sdk/contract/schemas/index.ts';
import {
  EVENT_CURRENT_MS,
  activeSections,
  isIncomingTransfer,
  isTransferredAway,
  offersQrCode,
  shownTicketStatus,
  ticketActions,
  ticketListOf,
  ticketStatus,
  type TicketActions,
  type TicketList,
  type TicketStatus,
} from '../../sdk/tickets/index.ts';
import { titled } from './table-rows.ts';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const FUTURE = '2030-07-01T09:00:00Z';
const PAST = '2030-05-01T09:00:00Z';
const ME = 'u-1';

interface TicketPatch {
  status?: string;
  start?: string;
  registered?: boolean;
  offline?: boolean;
  qr?: boolean;
  from?: string;
  accepted?: boolean;
}

function ticket(patch: TicketPatch = {}): Ticket {
  return {
    public_id: 't-1',
    original_user_public_id: patch.from ?? null,
    status: patch.status ?? 'active',
    transfer_accepted: patch.accepted ?? null,
    ticketNumber: 'A-1',
    info: { email: 'hero@example.test', registered: patch.registered ?? false, offline_registered: patch.offline ?? false },
    event: { public_id: 'ev-1', title: 'Забег' },
    event_format: { public_id: 'f-1', title: '10 км', start_time: patch.start ?? FUTURE, timezone: 'Europe/Moscow', qr: patch.qr ?? true },
    city: { name_ru: 'Москва' },
    team: null,
    kind: 'athlete',
  };
}

describe('a cancelled purchase (item 14)', () => {
  it('shows refunded once the provider finished the refund, else as stored', () => {
    expect(shownTicketStatus('processing', true)).toBe('refunded');
    expect(shownTicketStatus('processing', false)).toBe('processing');
    expect(shownTicketStatus('active', false)).toBe('active');
  });

  it('a refunded ticket of an upcoming event leaves the active list; one awaiting its refund stays', () => {
    expect(ticketListOf(ticket({ status: 'refunded' }), NOW)).toBe('past');
    expect(ticketListOf(ticket({ status: 'processing' }), NOW)).toBe('active');
    expect(ticketListOf(ticket(), NOW)).toBe('active');
  });

  it('an event stays current for a day after its start', () => {
    expect(ticketListOf(ticket({ start: new Date(NOW - EVENT_CURRENT_MS + 1000).toISOString() }), NOW)).toBe('active');
    expect(ticketListOf(ticket({ start: new Date(NOW - EVENT_CURRENT_MS - 1000).toISOString() }), NOW)).toBe('past');
  });

  it('offers no QR code once cancelled, refunded or not, nor in the transferred list', () => {
    expect(offersQrCode(ticket(), 'active')).toBe(true);
    expect(offersQrCode(ticket({ status: 'processing' }), 'active')).toBe(false);
    expect(offersQrCode(ticket({ status: 'refunded' }), 'past')).toBe(false);
    expect(offersQrCode(ticket(), 'transferred')).toBe(false);
    expect(offersQrCode(ticket({ qr: false }), 'active')).toBe(false);
  });

  it('reads «Возвращено» and offers no action', () => {
    const refunded = ticket({ status: 'refunded' });
    expect(ticketStatus(refunded, NOW)).toBe('refunded');
    expect(Object.values(ticketActions(refunded, 'past', 'u-1', NOW)).some(Boolean)).toBe(false);
  });
});

describe('a ticket transferred away (item 21)', () => {
  it('can be taken back until the recipient registers it', () => {
    expect(ticketActions(ticket({ from: 'u-1' }), 'transferred', 'u-1', NOW).takeBack).toBe(true);
    expect(ticketActions(ticket({ from: 'u-1', registered: true }), 'transferred', 'u-1', NOW).takeBack).toBe(false);
  });
});

type StatusRow = readonly [name: string, patch: TicketPatch, status: TicketStatus];

/** account.md §4: used, then registered, then finished, then register (or awaiting a refund); ours: refunded before all. */
const statusRows: readonly StatusRow[] = [
  ['upcoming, not registered', {}, 'register'],
  ['upcoming, registered', { registered: true }, 'registered'],
  ['upcoming, registered offline (not used before its start)', { registered: true, offline: true }, 'registered'],
  ['started, registered offline', { start: PAST, registered: true, offline: true }, 'used'],
  ['started, registered online', { start: PAST, registered: true }, 'registered'],
  ['started, not registered', { start: PAST }, 'finished'],
  ['started, offline mark without registration', { start: PAST, offline: true }, 'finished'],
  ['upcoming, its refund running', { status: 'processing' }, 'awaitingRefund'],
  ['upcoming, registered, its refund running', { status: 'processing', registered: true }, 'registered'],
  ['started, its refund running', { status: 'processing', start: PAST }, 'finished'],
  ['refunded, upcoming', { status: 'refunded' }, 'refunded'],
  ['refunded, started and registered', { status: 'refunded', start: PAST, registered: true, offline: true }, 'refunded'],
  ['a start that is not a date counts as upcoming', { start: 'soon' }, 'register'],
];

type ActionRow = readonly [name: string, list: TicketList, patch: TicketPatch, offered: (keyof TicketActions)[]];

const actionRows: readonly ActionRow[] = [
  ['own, upcoming, not registered', 'active', {}, ['transfer', 'cancelPurchase']],
  ['own, upcoming, registered', 'active', { registered: true }, ['transfer', 'cancelRegistration']],
  ['own, upcoming, registered offline', 'active', { registered: true, offline: true }, []],
  ['own, its refund running', 'active', { status: 'processing' }, []],
  ['own, refunded', 'past', { status: 'refunded', start: PAST, registered: true }, []],
  ['past, registered: the certificate', 'past', { start: PAST, registered: true }, ['certificate']],
  ['past, not registered', 'past', { start: PAST }, []],
  ['received, awaiting the answer', 'active', { from: 'u-2' }, ['confirmTransfer']],
  ['received and accepted', 'active', { from: 'u-2', accepted: true }, []],
  ['received and registered (which accepts it)', 'active', { from: 'u-2', registered: true }, ['cancelRegistration']],
  ['received, its refund running', 'active', { from: 'u-2', status: 'processing' }, []],
  ['transferred away, not registered by the recipient', 'transferred', { from: ME }, ['takeBack']],
  ['transferred away, registered by the recipient', 'transferred', { from: ME, registered: true }, []],
  ['transferred away, past', 'transferred', { from: ME, start: PAST }, ['takeBack']],
];

const offered = (actions: TicketActions) => Object.entries(actions).flatMap(([action, on]) => (on ? [action] : []));

describe('the card\'s status label', () => {
  it.each(titled(statusRows, ([name, , status]) => `${name}: ${status}`))('%s', (_title, [, patch, status]) => {
    expect(ticketStatus(ticket(patch), NOW)).toBe(status);
  });
});

describe('the card\'s actions', () => {
  it.each(titled(actionRows, ([name, list, , actions]) => `${name} (${list}): ${actions.length === 0 ? 'none' : actions.join(', ')}`))('%s', (_title, [, list, patch, actions]) => {
    expect(offered(ticketActions(ticket(patch), list, ME, NOW)).sort()).toEqual([...actions].sort());
  });
});

describe('transfers and sections', () => {
  it.each(
    titled(
      [
        ['own ticket', {}, false, false],
        ['sent by me', { from: ME }, true, false],
        ['sent to me, unanswered', { from: 'u-2' }, false, true],
        ['sent to me, accepted', { from: 'u-2', accepted: true }, false, false],
        ['sent to me, registered', { from: 'u-2', registered: true }, false, false],
      ] as const satisfies readonly (readonly [string, TicketPatch, boolean, boolean])[],
      ([name, , away, incoming]) => `${name}: away ${String(away)}, incoming ${String(incoming)}`,
    ),
  )('%s', (_title, [, patch, away, incoming]) => {
    expect(isTransferredAway(ticket(patch), ME)).toBe(away);
    expect(isIncomingTransfer(ticket(patch), ME)).toBe(incoming);
  });

  it('knows no transfer without a user', () => {
    expect(isTransferredAway(ticket({ from: ME }), undefined)).toBe(false);
    expect(isTransferredAway(ticket({ from: '' }), '')).toBe(false);
  });

  it('splits the active tickets by registration and leaves out those sent away', () => {
    const own = { ...ticket(), public_id: 'own' };
    const registered = { ...ticket({ registered: true }), public_id: 'registered' };
    const away = { ...ticket({ from: ME }), public_id: 'away' };
    const received = { ...ticket({ from: 'u-2' }), public_id: 'received' };
    const sections = activeSections([own, registered, away, received], ME);
    expect(sections.registered.map((each) => each.public_id)).toEqual(['registered']);
    expect(sections.unregistered.map((each) => each.public_id)).toEqual(['own', 'received']);
  });
});
