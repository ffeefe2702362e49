/**
 * Stock that cannot be oversold (issue 25 §4), on a real PostgreSQL over real HTTP: the
 * organiser raises and lowers a format's stock from the console while 200 buyers race for its
 * last places, 2 or 3 tickets each. At the end what is sold and held plus what is left is the
 * stock, nothing is negative, and a lowering below what was taken at that moment was refused.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedDemoUsers } from '../../../server/seed/demo-users.ts';
import { EVENT, EVENT_CITY, paymentBody } from '../support-shop.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { startPgServer } from './pg-test-server.ts';

const BUYERS = 200;
const FORMAT = 'f-console-race';
let cluster: PgCluster;

beforeAll(async () => {
  // every buyer here is a guest on 127.0.0.1: the hold caps are tested elsewhere
  process.env['HOLD_LIMIT_GUEST'] = '1000';
  process.env['HOLD_LIMIT_IP'] = '100000';
  process.env['ORDER_LIMIT_IP'] = '100000';
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  delete process.env['HOLD_LIMIT_GUEST'];
  delete process.env['HOLD_LIMIT_IP'];
  delete process.env['ORDER_LIMIT_IP'];
  await cluster?.stop();
});

test(`the console edits stock while ${BUYERS} buyers race for the last places: sold + held + left = stock`, async () => {
  const server = await startPgServer(cluster, 'console_stock');
  try {
    await seedDemoUsers(server.db);
    const signedIn = await server.api('PUT', '/api/auth', { body: { email: 'organiser@racekit.demo', password: 'Organiser2026' } });
    const token = (signedIn.body as { token: string }).token;
    const made = await server.api('POST', '/api/console/formats', { token, body: { public_id: FORMAT, event_city_id: EVENT_CITY, title: 'Гонка', price: 500, stock: 60 } });
    expect(made.status, made.message).toBe(200);

    const buy = (index: number) =>
      server.api('POST', '/api/payment', {
        body: paymentBody({
          email: `buyer${index}@example.com`,
          tickets: [{ event_public_id: EVENT, public_id: FORMAT, count: 2 + (index % 2), event_city: { public_id: EVENT_CITY } }],
        }),
      });
    // the buyers come in 5 waves of 40 at once, so that the edits fall between and among them
    const buyers = async () => {
      const answers = [];
      for (let wave = 0; wave < 5; wave += 1) answers.push(...(await Promise.all(Array.from({ length: BUYERS / 5 }, (_, index) => buy(wave * 40 + index)))));
      return answers;
    };
    // the organiser, meanwhile: up and down, sometimes below what is taken
    const edits: { total: number; status: number; message: string | undefined }[] = [];
    const organiser = async () => {
      for (const total of [100, 70, 160, 120, 220, 150, 300, 250, 40, 330]) {
        const read = await server.api('GET', `/api/console/formats/${FORMAT}`, { token });
        const version = (read.body as { version: number }).version;
        const answer = await server.api('PUT', `/api/console/formats/${FORMAT}/stock`, { token, body: { version, total } });
        edits.push({ total, status: answer.status, message: answer.message });
      }
    };
    const [answers] = await Promise.all([buyers(), organiser()]);

    const [row] = await server.db.query<{ tickets_total: number; tickets_left: number }>(
      "SELECT tickets_total, tickets_left FROM format_ticket_kind WHERE format_id = $1 AND kind = 'athlete'",
      [FORMAT],
    );
    const [taken] = await server.db.query<{ n: string | number | null }>("SELECT sum(count) AS n FROM order_line WHERE item_id = $1 AND kind = 'ticket'", [FORMAT]);
    const soldAndHeld = Number(taken?.n ?? 0);
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409), JSON.stringify(answers.map((a) => a.message))).toBe(true);
    expect(row?.tickets_left).toBeGreaterThanOrEqual(0);
    expect(soldAndHeld + (row?.tickets_left ?? Number.NaN)).toBe(row?.tickets_total);
    // every edit either took effect or was refused for going below what was taken at the time
    for (const edit of edits) {
      if (edit.status !== 200) {
        expect(edit.status).toBe(409);
        expect(edit.message).toMatch(/^Нельзя оставить меньше мест, чем уже продано и забронировано \(\d+\)$/);
      }
    }
    const last = edits.filter((edit) => edit.status === 200).at(-1);
    expect(row?.tickets_total).toBe(last?.total);
    // the log: one entry per accepted edit
    const [logged] = await server.db.query<{ n: string | number }>("SELECT count(*) AS n FROM audit_log WHERE action = 'format.stock' AND entity_id = $1", [FORMAT]);
    expect(Number(logged?.n)).toBe(edits.filter((edit) => edit.status === 200).length);
  } finally {
    await server.close();
  }
}, 240_000);
