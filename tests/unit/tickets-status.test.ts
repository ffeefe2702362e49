/**
 * The ticket card's rules in sdk/tickets (issue 29 items 14 and 21): one home, read by the
 * my-tickets widget and the server's ticket lists alike.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_CURRENT_MS, offersQrCode, shownTicketStatus, ticketActions, ticketListOf, ticketStatus, type Ticket } from '../../sdk/index.ts';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const FUTURE = '2030-07-01T09:00:00Z';

function ticket(patch: { status?: string; start?: string; registered?: boolean; qr?: boolean; from?: string } = {}): Ticket {
  return {
    public_id: 't-1',
    original_user_public_id: patch.from ?? null,
    status: patch.status ?? 'active',
    ticketNumber: 'A-1',
    info: { email: 'hero@example.test', registered: patch.registered ?? false, offline_registered: false },
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
