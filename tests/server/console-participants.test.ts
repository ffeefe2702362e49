/**
 * Start lists in the console (issue 25 §6): an event city's participants with every form
 * field and the format's additional fields, paged, sorted and filtered on the server (also over
 * 20,000 tickets); the places sold / held / left as they are now; the export as CSV (UTF-8 with
 * a BOM) and as XLSX, read back apart from the library that wrote it: Cyrillic intact, and a
 * participant named "=cmd" (or starting with a tab) comes out as text, never a formula.
 */
import { get } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { EVENT_CITY, buy, formats, participant, paymentBody, seedShop, ticketLine } from './support-shop.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';
import { readFirstSheet } from './xlsx-reader.ts';

let server: TestServer;
let organiser = '';
let staff = '';

beforeAll(async () => {
  process.env['PAYMENT_SECRET'] = 'console-participants-secret';
  server = await startTestServer({
    seed: async (db) => {
      await seedShop(db, new Date());
      await db.query(`UPDATE event_format SET additional_fields = '[{"name":"club","label":"Клуб","required":false}]' WHERE public_id = $1`, [formats.plain]);
      await seedDemoUsers(db);
    },
  });
});
afterAll(async () => {
  await server.close();
  delete process.env['PAYMENT_SECRET'];
});
beforeEach(async () => {
  await server.reset();
  const signIn = async (email: string, password: string) => ((await server.api('PUT', '/api/auth', { body: { email, password } })).body as { token: string }).token;
  organiser = await signIn('organiser@racekit.demo', 'Organiser2026');
  staff = await signIn('staff@racekit.demo', 'Staff2026');
});

const body = <T>(answer: ApiAnswer): T => {
  expect(answer.status, answer.message).toBe(200);
  return answer.body as T;
};

interface Row {
  ticket_number: string;
  last_name: string | null;
  first_name: string | null;
  phone: string | null;
  gender: string | null;
  birth_date: string | null;
  email: string | null;
  extra: Record<string, string>;
  status: string;
}

/** A GET on a connection of its own (no pooled socket), answered as JSON. */
function getOnNewConnection<T>(path: string, token: string): Promise<T> {
  return new Promise((resolve, reject) => {
    get(`${server.url}${path}`, { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode === 200) resolve(JSON.parse(text) as T);
        else reject(new Error(`${response.statusCode ?? 0}: ${text}`));
      });
    }).on('error', reject);
  });
}

const list = async (query: string) => body<{ items: Row[]; total: number }>(await server.api('GET', `/api/console/participants?event_city=${EVENT_CITY}&${query}`, { token: staff }));

/** Two paid tickets of the plain format, registered with every field (one named "=cmd"), and one of the last places. */
async function seedParticipants(): Promise<void> {
  const first = await buy(server, paymentBody({ email: 'anna@example.com', tickets: [ticketLine(formats.plain, 2)] }));
  await buy(server, paymentBody({ email: 'oleg@example.com', tickets: [ticketLine(formats.last)] }));
  const tickets = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1 ORDER BY ticket_number', [first]);
  const infos = [
    { ...participant, last_name: 'Ёлкина', first_name: 'Анна', second_name: 'Сергеевна', region: 'Москва', club: 'Вершина' },
    { ...participant, last_name: '=cmd', first_name: '\tТаб', phone: '79035550011', gender: 'male', club: '+7 клуб' },
  ];
  for (const [index, ticket] of tickets.entries()) {
    await server.db.query('UPDATE ticket SET registered = true, info = $2 WHERE public_id = $1', [ticket.public_id, JSON.stringify(infos[index])]);
  }
}

describe('the start list', () => {
  test('every form field and the additional ones, sorted, searched and filtered on the server', async () => {
    await seedParticipants();
    const all = await list('sort=last_name');
    expect(all.total).toBe(3);
    expect(all.items.map((row) => row.last_name)).toEqual(['=cmd', 'Ёлкина', null]);
    expect(all.items[1]).toMatchObject({ first_name: 'Анна', phone: '79161234567', gender: 'female', birth_date: '1990-04-12', email: 'anna@example.com', extra: { club: 'Вершина' } });
    expect((await list('q=%D1%91%D0%BB%D0%BA')).items.map((row) => row.last_name)).toEqual(['Ёлкина']);
    expect((await list('q=903%20555')).items.map((row) => row.last_name)).toEqual(['=cmd']);
    expect((await list(`format=${formats.last}`)).items.map((row) => row.email)).toEqual(['oleg@example.com']);
    expect((await list('registered=false')).total).toBe(1);
    expect((await list('size=1&page=2&sort=ticket_number&dir=desc')).items).toHaveLength(1);
    expect((await server.api('GET', `/api/console/participants?event_city=${EVENT_CITY}&sort=info`, { token: staff })).status).toBe(400);
  });

  test('the places sold, held and left, as they are now', async () => {
    await seedParticipants();
    expect((await server.api('POST', '/api/payment', { body: paymentBody({ email: 'late@example.com', tickets: [ticketLine(formats.plain, 3)] }) })).status).toBe(200);
    const counts = body<{ formats: { format_id: string; stock: number; sold: number; held: number; left: number; fields: unknown[] }[] }>(
      await server.api('GET', `/api/console/participants/counts?event_city=${EVENT_CITY}`, { token: staff }),
    );
    const plain = counts.formats.find((format) => format.format_id === formats.plain);
    expect(plain).toMatchObject({ sold: 2, held: 3, fields: [{ name: 'club', label: 'Клуб' }] });
    expect(plain?.left).toBe((plain?.stock ?? 0) - 5);
    expect((await server.api('GET', '/api/console/participants/counts?event_city=nope', { token: staff })).status).toBe(404);
  });

  test('pages 20,000 participants on the server', async () => {
    const orderId = await buy(server, paymentBody({ email: 'bulk@example.com', tickets: [ticketLine(formats.plain)] }));
    // in slices: PGlite runs a statement on this thread, and one long one outlives the HTTP keep-alive
    for (let from = 1; from <= 20_000; from += 2_500) {
      await server.db.query(
        `INSERT INTO ticket (public_id, ticket_number, order_id, order_line_id, format_id, kind, user_id, price, registered, info, created_at)
         SELECT 'bulk-' || n, 'BULK-' || lpad(n::text, 6, '0'), t.order_id, t.order_line_id, t.format_id, t.kind, t.user_id, 1000, true,
                jsonb_build_object('last_name', 'Фамилия ' || lpad(n::text, 5, '0'), 'first_name', 'Имя'), now()
           FROM generate_series($2::integer, $2::integer + 2499) n, (SELECT * FROM ticket WHERE order_id = $1 AND public_id NOT LIKE 'bulk-%') t`,
        [orderId, from],
      );
    }
    // on a new connection: the inserts held this thread (PGlite) past the keep-alive of the pooled sockets
    const started = performance.now();
    const page = await getOnNewConnection<{ items: Row[]; total: number }>(`/api/console/participants?event_city=${EVENT_CITY}&sort=last_name&size=200&page=50`, staff);
    const took = performance.now() - started;
    expect(page.total).toBe(20_001);
    expect(page.items[0]?.last_name).toBe('Фамилия 09801');
    expect(took, `${Math.round(took)} ms`).toBeLessThan(10_000);
  });
});

describe('the start list as a file', () => {
  test('CSV: UTF-8 with a BOM, Cyrillic intact, "=cmd" and a leading tab as text', async () => {
    await seedParticipants();
    const answer = await fetch(`${server.url}/api/console/participants/export?event_city=${EVENT_CITY}&file=csv`, { headers: { authorization: `Bearer ${organiser}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toContain('Фамилия,Имя,Отчество');
    expect(lines[0]?.endsWith(',Клуб')).toBe(true);
    expect(lines.find((line) => line.includes('Ёлкина'))).toContain('Сергеевна');
    const cmd = lines.find((line) => line.includes('cmd')) ?? '';
    expect(cmd).toContain(",'=cmd,'\tТаб,");
    expect(cmd).toContain(",'+7 клуб");
    expect((await server.api('GET', `/api/console/participants/export?event_city=${EVENT_CITY}&file=csv`, { token: staff })).status).toBe(403);
  });

  test('XLSX: opens, with the participant fields, Cyrillic intact and "=cmd" as text', async () => {
    await seedParticipants();
    const answer = await fetch(`${server.url}/api/console/participants/export?event_city=${EVENT_CITY}&format=${formats.plain}&file=xlsx`, {
      headers: { authorization: `Bearer ${organiser}`, 'accept-language': 'en' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="start-list-${EVENT_CITY}.xlsx"`);
    const { rows, formulas } = readFirstSheet(Buffer.from(await answer.arrayBuffer()));
    expect(formulas).toBe(0);
    const header = rows[0] ?? [];
    expect(rows).toHaveLength(3);
    const column = (name: string) => header.indexOf(name);
    const elkina = rows.find((row) => row[column(header.find((name) => /last name|фамилия/i.test(name)) ?? '')] === 'Ёлкина');
    expect(elkina, JSON.stringify(rows)).toBeDefined();
    expect(elkina?.[column('Клуб')]).toBe('Вершина');
    expect(elkina).toContain('Анна');
    expect(elkina).toContain('Сергеевна');
    expect(elkina).toContain('anna@example.com');
    const cmd = rows.find((row) => row.includes("'=cmd"));
    expect(cmd, JSON.stringify(rows)).toBeDefined();
    expect(cmd).toContain("'\tТаб");
    expect(rows.flat()).not.toContain('=cmd');
  });
});
