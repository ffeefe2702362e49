/**
 * Check-in races on a real PostgreSQL (issue 26 §4): two server apps on one database (as two
 * processes behind a proxy), each with the production pool of 10 connections, over real HTTP.
 * - 20 parallel scans of one ticket from 20 devices, split across both apps: exactly 1 `valid`,
 *   19 `already`, one check-in row;
 * - the same for each of three tickets of one order at once (60 scans): 3 `valid`;
 * - 20 parallel uploads of one offline scan (one nonce): one check-in, every answer the same.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { listen } from '../../../server/listen.ts';
import { seedDemoUsers } from '../../../server/seed/demo-users.ts';
import { EVENT, EVENT_CITY, formats, paymentBody } from '../support-shop.ts';
import { callApi, type ApiAnswer } from '../test-server.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { startPgServer, type PgTestServer } from './pg-test-server.ts';

let cluster: PgCluster;
let first: PgTestServer;
let second: { url: string; close: () => Promise<void> };
let staff = '';

beforeAll(async () => {
  process.env['HOLD_LIMIT_IP'] = '100000';
  process.env['ORDER_LIMIT_IP'] = '100000';
  cluster = await startPgCluster();
  first = await startPgServer(cluster, 'checkin_race');
  await seedDemoUsers(first.db);
  const db = await openDatabase({ databaseUrl: cluster.url('checkin_race') });
  const listening = await listen(createApp({ mode: 'test', log: () => undefined, db }), '127.0.0.1', 0);
  second = { url: listening.url, close: async () => { await listening.close(); await db.close(); } };
  const signedIn = await first.api('PUT', '/api/auth', { body: { email: 'staff@racekit.demo', password: 'Staff2026' } });
  staff = (signedIn.body as { token: string }).token;
}, 120_000);
afterAll(async () => {
  delete process.env['HOLD_LIMIT_IP'];
  delete process.env['ORDER_LIMIT_IP'];
  await second?.close();
  await first?.close();
  await cluster?.stop();
});

/** Buys `count` tickets of the plain format (1000 ₽ each) and pays; answers their public ids. */
async function paidTickets(email: string, count: number): Promise<string[]> {
  const answer = await first.api('POST', '/api/payment', {
    body: paymentBody({ email, tickets: [{ event_public_id: EVENT, public_id: formats.plain, count, event_city: { public_id: EVENT_CITY } }] }),
  });
  expect(answer.status, answer.message).toBe(200);
  const orderId = (answer.body as { order_public_id: string }).order_public_id;
  const pressed = await fetch(`${first.url}/pay/${orderId}`, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(pressed.status).toBe(303);
  const rows = await first.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1 ORDER BY ticket_number', [orderId]);
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.public_id);
}

const scanAt = (url: string, code: string, nonce: string, device: string) => callApi(url, 'POST', '/api/checkin/scan', { token: staff, body: { code, nonce, device } });
const resultsOf = (answers: readonly ApiAnswer[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    expect(answer.status, answer.message).toBe(200);
    const { result } = answer.body as { result: string };
    counts[result] = (counts[result] ?? 0) + 1;
  }
  return counts;
};
const checkins = async (tickets: readonly string[]) => {
  const [row] = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkin WHERE ticket_id = ANY($1)', [[...tickets]]);
  return row?.n;
};

describe('check-in on PostgreSQL, two apps on one database', () => {
  test('20 parallel scans of one ticket from 20 devices: exactly one valid', async () => {
    const [ticket = ''] = await paidTickets('race-one@example.com', 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => scanAt(index % 2 === 0 ? first.url : second.url, ticket, `race-one-${index}`, `tent-${index}`)));
    expect(resultsOf(answers)).toEqual({ valid: 1, already: 19 });
    expect(await checkins([ticket])).toBe(1);
  }, 60_000);

  test('three tickets of one order scanned 20 times each at once: one valid per ticket', async () => {
    const tickets = await paidTickets('race-three@example.com', 3);
    const answers = await Promise.all(
      tickets.flatMap((ticket, t) => Array.from({ length: 20 }, (_, index) => scanAt(index % 2 === 0 ? first.url : second.url, ticket, `race-three-${t}-${index}`, `tent-${index}`))),
    );
    expect(resultsOf(answers)).toEqual({ valid: 3, already: 57 });
    expect(await checkins(tickets)).toBe(3);
  }, 60_000);

  test('one offline scan uploaded 20 times at once: one check-in, the same answer every time', async () => {
    const [ticket = ''] = await paidTickets('race-upload@example.com', 2);
    const upload = { device: 'tent-offline', scans: [{ code: ticket, nonce: 'offline-upload-1', scanned_at: new Date().toISOString() }] };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => callApi(index % 2 === 0 ? first.url : second.url, 'POST', '/api/checkin/sync', { token: staff, body: upload })));
    for (const answer of answers) expect(answer.body).toEqual({ results: [{ nonce: 'offline-upload-1', result: 'valid', conflict: false }] });
    expect(await checkins([ticket])).toBe(1);
  }, 60_000);
});
