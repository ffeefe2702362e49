/**
 * Race-day check-in over HTTP (issue 26; docs/checkin.md): each answer of the scan contract
 * from real purchases, returns and transfers; a nonce sent again is a no-op; offline uploads;
 * a double offline check-in kept as a conflict; undo with a reason, audited; the offline copy;
 * the stats and the export of who has not come; a member of staff limited to another event.
 * (Buyers refused: tests/server/console-permissions.test.ts walks every check-in call.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { codeHash } from '../../sdk/checkin/index.ts';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { registerConfirmed } from './account-steps.ts';
import { EVENT_CITY, PAST_EVENT_CITY, buy, formats, participant, paymentBody, ticketLine } from './support-shop.ts';
import { seedShop } from './support-shop.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

let server: TestServer;
let staff = '';
let organiser = '';
let nonces = 0;
const nonce = () => `nonce-${(nonces += 1).toString().padStart(6, '0')}`;

async function signIn(email: string, password: string): Promise<string> {
  const answer = await server.api('PUT', '/api/auth', { body: { email, password } });
  return (answer.body as { token: string }).token;
}

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedShop(db, new Date());
      await seedDemoUsers(db);
    },
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  staff = await signIn('staff@racekit.demo', 'Staff2026');
  organiser = await signIn('organiser@racekit.demo', 'Organiser2026');
});

/** A confirmed buyer with `count` paid, registered tickets of the plain format. */
async function buyer(email: string, count = 2) {
  const { token } = await registerConfirmed(server, email);
  const orderId = await buy(server, paymentBody({ email, tickets: [ticketLine(formats.plain, count)] }), token);
  const tickets = await server.db.query<{ public_id: string; ticket_number: string }>('SELECT public_id, ticket_number FROM ticket WHERE order_id = $1 ORDER BY ticket_number', [orderId]);
  for (const ticket of tickets) {
    const registered = await server.api('PUT', '/api/user/ticket/online', { token, body: { public_id: ticket.public_id, info: participant } });
    expect(registered.status, registered.message).toBe(200);
  }
  return { token, tickets };
}

const scan = (code: string, extra: Record<string, unknown> = {}, token = staff) =>
  server.api('POST', '/api/checkin/scan', { token, body: { code, nonce: nonce(), device: 'tent-1', ...extra } });
const resultOf = (answer: ApiAnswer) => {
  expect(answer.status, answer.message).toBe(200);
  return answer.body as { result: string; participant: Record<string, unknown> | null; checked_in: { at: string; device: string } | null };
};

describe('POST /api/checkin/scan', () => {
  test('valid once, then already (when, which device), for each of two tickets; a typed ticket number works too', async () => {
    const { tickets } = await buyer('two@example.com', 2);
    const [first, second] = tickets;
    const valid = resultOf(await scan(first?.public_id ?? ''));
    expect(valid).toMatchObject({ result: 'valid', checked_in: null, participant: { name: 'Белова Ирина', ticket_number: first?.ticket_number, registered: true, event_city_id: EVENT_CITY } });
    const again = resultOf(await scan(first?.public_id ?? '', { device: 'tent-2' }));
    expect(again.result).toBe('already');
    expect(again.checked_in?.device).toBe('tent-1');
    expect(resultOf(await scan(second?.ticket_number ?? '', { device: 'tent-2' })).result).toBe('valid');
    const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkin');
    expect(rows[0]?.n).toBe(2);
  });

  test('a nonce sent again answers what it answered first and checks nothing in twice', async () => {
    const { tickets } = await buyer('replay@example.com', 1);
    const code = tickets[0]?.public_id ?? '';
    const body = { code, nonce: 'replayed-nonce-1', device: 'tent-1' };
    const first = resultOf(await server.api('POST', '/api/checkin/scan', { token: staff, body }));
    const replayed = resultOf(await server.api('POST', '/api/checkin/scan', { token: staff, body }));
    expect(first.result).toBe('valid');
    expect(replayed.result).toBe('valid');
    const [scans] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkin_scan');
    expect(scans?.n).toBe(1);
  });

  test('unknown code; another event city: wrong_event, with nothing of the holder shown', async () => {
    const { tickets } = await buyer('wrong@example.com', 1);
    expect(resultOf(await scan('no-such-ticket'))).toMatchObject({ result: 'unknown', participant: null });
    const wrong = resultOf(await scan(tickets[0]?.public_id ?? '', { event_city: PAST_EVENT_CITY }));
    expect(wrong).toMatchObject({ result: 'wrong_event', participant: null });
    expect(resultOf(await scan(tickets[0]?.public_id ?? '', { event_city: EVENT_CITY })).result).toBe('valid');
  });

  test('a returned ticket is returned, never valid', async () => {
    const { token, tickets } = await buyer('return@example.com', 2);
    const returned = await server.api('POST', '/api/payment/cancel', { token, body: { public_id: tickets[0]?.public_id } });
    expect(returned.status, returned.message).toBe(200);
    expect(resultOf(await scan(tickets[0]?.public_id ?? '')).result).toBe('returned');
    expect(resultOf(await scan(tickets[1]?.public_id ?? '')).result).toBe('valid');
  });

  test('a ticket of an event city the organiser cancelled is cancelled, never valid, online and in the copy', async () => {
    const { tickets } = await buyer('cancelled@example.com', 2);
    const cancelled = await server.api('POST', `/api/console/event-cities/${EVENT_CITY}/cancel`, { token: organiser });
    expect(cancelled.status, cancelled.message).toBe(200);
    expect(resultOf(await scan(tickets[0]?.public_id ?? ''))).toMatchObject({ result: 'cancelled', participant: { ticket_number: tickets[0]?.ticket_number } });
    const copy = await server.api('GET', `/api/checkin/event-city/${EVENT_CITY}/tickets`, { token: staff });
    const states = (copy.body as { tickets: { state: string }[] }).tickets.map((ticket) => ticket.state);
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state === 'c')).toBe(true);
  });

  test('transferred away and not yet accepted: transferred, naming the new holder; accepted: valid for them', async () => {
    const { token, tickets } = await buyer('sender@example.com', 1);
    const code = tickets[0]?.public_id ?? '';
    const friend = await registerConfirmed(server, 'friend@example.com');
    const sent = await server.api('PUT', '/api/user/ticket/transfer', { token, body: { public_id: code, email: 'friend@example.com' } });
    expect(sent.status, sent.message).toBe(200);
    const pending = resultOf(await scan(code));
    expect(pending).toMatchObject({ result: 'transferred', participant: { new_holder: 'friend@example.com' } });
    const accepted = await server.api('PUT', '/api/user/ticket/confirm/transfer', { token: friend.token, body: { public_id: code, transfer_confirm: true } });
    expect(accepted.status, accepted.message).toBe(200);
    expect(resultOf(await scan(code))).toMatchObject({ result: 'valid', participant: { new_holder: null } });
  });

  test('a member of staff limited to another event reaches neither its tickets nor its event cities', async () => {
    const { tickets } = await buyer('scoped@example.com', 1);
    await server.db.query("UPDATE app_user SET staff_events = ARRAY['ev-elsewhere'] WHERE email = 'staff@racekit.demo'");
    expect(resultOf(await scan(tickets[0]?.public_id ?? ''))).toMatchObject({ result: 'wrong_event', participant: null });
    expect((await server.api('GET', `/api/checkin/event-city/${EVENT_CITY}/tickets`, { token: staff })).status).toBe(404);
    expect((await server.api('GET', `/api/checkin/event-city/${EVENT_CITY}/stats`, { token: staff })).status).toBe(404);
    expect((await server.api('POST', '/api/checkin/scan', { token: staff, body: { code: 'x', nonce: nonce(), event_city: EVENT_CITY } })).status).toBe(404);
    const cities = await server.api('GET', '/api/checkin/event-cities?from=2000-01-01', { token: staff });
    expect((cities.body as { values: unknown[] }).values).toEqual([]);
    const all = await server.api('GET', '/api/checkin/event-cities?from=2000-01-01', { token: organiser });
    expect((all.body as { values: { public_id: string }[] }).values.map((city) => city.public_id)).toContain(EVENT_CITY);
  });
});

describe('offline: the copy, sync by nonce, conflicts', () => {
  test("the copy names tickets by hash, never by code, with each ticket's state", async () => {
    const { token, tickets } = await buyer('copy@example.com', 3);
    await server.api('POST', '/api/payment/cancel', { token, body: { public_id: tickets[2]?.public_id } });
    resultOf(await scan(tickets[1]?.public_id ?? ''));
    const answer = await server.api('GET', `/api/checkin/event-city/${EVENT_CITY}/tickets`, { token: staff });
    expect(answer.status, answer.message).toBe(200);
    const copy = answer.body as { tickets: { h: string; n: string; state: string; at: string | null; name: string }[]; formats: { id: string }[] };
    expect(JSON.stringify(copy)).not.toContain(tickets[0]?.public_id ?? 'none');
    const byNumber = new Map(copy.tickets.map((ticket) => [ticket.n, ticket]));
    expect(byNumber.get(tickets[0]?.ticket_number ?? '')).toMatchObject({ h: await codeHash(tickets[0]?.public_id ?? ''), state: 'v', at: null, name: 'Белова Ирина' });
    expect(byNumber.get(tickets[1]?.ticket_number ?? '')?.at).not.toBeNull();
    expect(byNumber.get(tickets[2]?.ticket_number ?? '')?.state).toBe('r');
    expect(copy.formats.map((format) => format.id)).toEqual([formats.plain]);
  });

  test('an upload sent twice counts once; two devices that both let a ticket through offline make one check-in and a conflict', async () => {
    const { tickets } = await buyer('offline@example.com', 2);
    const [first, second] = tickets;
    const upload = { device: 'tent-a', scans: [{ code: first?.public_id, nonce: 'offline-a-1', scanned_at: new Date(Date.now() - 60_000).toISOString() }, { code: second?.public_id, nonce: 'offline-a-2', scanned_at: new Date().toISOString() }] };
    const sent = await server.api('POST', '/api/checkin/sync', { token: staff, body: upload });
    expect(sent.body).toEqual({ results: [{ nonce: 'offline-a-1', result: 'valid', conflict: false }, { nonce: 'offline-a-2', result: 'valid', conflict: false }] });
    const again = await server.api('POST', '/api/checkin/sync', { token: staff, body: upload });
    expect(again.body).toEqual(sent.body);
    const other = await server.api('POST', '/api/checkin/sync', { token: staff, body: { device: 'tent-b', scans: [{ code: first?.public_id, nonce: 'offline-b-1', scanned_at: new Date().toISOString() }] } });
    expect(other.body).toEqual({ results: [{ nonce: 'offline-b-1', result: 'already', conflict: true }] });
    const [count] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkin');
    expect(count?.n).toBe(2);
    const stats = await server.api('GET', `/api/checkin/event-city/${EVENT_CITY}/stats`, { token: staff });
    expect(stats.body).toMatchObject({ expected: 2, checked_in: 2, conflicts: [{ ticket_number: first?.ticket_number, first: { device: 'tent-a' }, second: { device: 'tent-b' } }] });
  });
});

describe('undo, stats, who has not come', () => {
  test('an undo needs a reason, is audited, and lets the ticket be scanned again', async () => {
    const { tickets } = await buyer('undo@example.com', 2);
    const code = tickets[0]?.public_id ?? '';
    resultOf(await scan(code));
    expect((await server.api('POST', '/api/checkin/undo', { token: staff, body: { code, reason: '' } })).status).toBe(400);
    const undone = await server.api('POST', '/api/checkin/undo', { token: staff, body: { code, reason: 'сканировал не тот билет' } });
    expect(undone).toMatchObject({ status: 200, message: 'Отметка о прибытии отменена' });
    expect((await server.api('POST', '/api/checkin/undo', { token: staff, body: { code, reason: 'ещё раз' } })).status).toBe(409);
    const audit = await server.api('GET', `/api/console/audit?entity=ticket&entity_id=${code}`, { token: organiser });
    expect(audit.body).toMatchObject({ total: 1, items: [{ action: 'checkin.undo', actor_email: 'staff@racekit.demo', after: { reason: 'сканировал не тот билет' } }] });
    expect(resultOf(await scan(code)).result).toBe('valid');
  });

  test('stats by format and by hour; the absent export lists the valid tickets not checked in, as CSV with a BOM', async () => {
    const { tickets } = await buyer('stats@example.com', 3);
    resultOf(await scan(tickets[0]?.public_id ?? ''));
    const stats = await server.api('GET', `/api/checkin/event-city/${EVENT_CITY}/stats`, { token: staff });
    expect(stats.body).toMatchObject({ expected: 3, checked_in: 1 });
    const body = stats.body as { by_format: { format_id: string; expected: number; checked_in: number }[]; by_hour: { checked_in: number }[] };
    expect(body.by_format.find((row) => row.format_id === formats.plain)).toMatchObject({ expected: 3, checked_in: 1 });
    expect(body.by_hour.reduce((sum, row) => sum + row.checked_in, 0)).toBe(1);
    expect((await server.api('GET', `/api/checkin/event-city/${EVENT_CITY}/absent.csv`, { token: staff })).status).toBe(403);
    const csv = await fetch(`${server.url}/api/checkin/event-city/${EVENT_CITY}/absent.csv`, { headers: { authorization: `Bearer ${organiser}` } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('Белова Ирина'))).toBe(true);
    expect(text).not.toContain(tickets[0]?.ticket_number ?? 'none');
  });
});
