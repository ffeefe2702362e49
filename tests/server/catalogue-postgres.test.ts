/**
 * The catalogue on real PostgreSQL (the pg driver answers numeric as text, date as Date and
 * bytea as Buffer, unlike PGlite): the same seed, the same answers, and two servers seeding
 * one database at once seed it once. Skipped when PostgreSQL is not installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../server/db/migrate.ts';
import { migrationList } from '../../server/db/migration-list.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { startPgClusterIfInstalled, type PgCluster } from './postgres/pg-cluster.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const cluster: PgCluster | undefined = await startPgClusterIfInstalled();
let server: TestServer;

beforeAll(async () => {
  if (cluster !== undefined) server = await startTestServer({ databaseUrl: cluster.url('postgres'), seed: seedDemo });
});
afterAll(async () => {
  await server?.close();
  await cluster?.stop();
});

describe.skipIf(cluster === undefined)('the catalogue on PostgreSQL', () => {
  it('answers the catalogue calls in the contract shapes (the route helper checks every answer)', async () => {
    const urls = [
      '/api/event/list',
      '/api/event/id/ev-rubezh-leto',
      '/api/event_format/event/ec-rubezh-leto-msk?hidden=true',
      '/api/insurances',
      '/api/shop/items/home',
      '/api/location/detailed',
      '/api/news',
      '/api/clubs',
      '/api/results/cities',
      '/api/event_results/ec-rubezh-vesna-spb/xf-rv-spb-elite',
      '/api/space/f-rc-tribune',
    ];
    for (const url of urls) expect((await server.api('GET', url)).status, url).toBe(200);
  });

  it('reads numeric, date, array and jsonb columns as the API promises', async () => {
    const sprint = await server.api('GET', '/api/event_format/f-rl-msk-sprint');
    expect(sprint.body).toMatchObject({ sale: { discount: 10, discount_form: 'percent' }, tickets_left: { athlete: 1184 } });
    const elite = await server.api('GET', '/api/event_format/f-rl-msk-elite');
    expect(elite.body).toMatchObject({ regions: expect.arrayContaining([{ id: 484048, name: 'Республика Татарстан' }]) });
    const check = await server.api('GET', '/api/promocode/check/ticket/MINUS500/f-gk-10');
    expect(check.body).toEqual({
      promocode: { code: 'MINUS500', discount: 500, discount_form: 'fixed', price: null },
      available_code_count: 188,
      message: 'Промокод применён',
    });
    const competitions = await server.api('GET', '/api/club/competition/list/zheleznye-losi');
    expect(competitions.body).toMatchObject({ values: expect.arrayContaining([expect.objectContaining({ title: 'Город бежит. Москва', distance: 21.1 })]) });
    const rows = await server.db.query<{ date: string }>("SELECT to_char(date, 'YYYY-MM-DD') AS date FROM competition_result WHERE public_id = 'cr-demo-1'");
    const listed = (competitions.body as { values: { public_id: string; date: string }[] }).values.find((value) => value.public_id === 'cr-demo-1');
    expect(listed?.date).toBe(rows[0]?.date);
  });

  it('serves the documents from bytea intact', async () => {
    const response = await fetch(`${server.url}/api/files/document/offers`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const [stored] = await server.db.query<{ content: Buffer }>("SELECT content FROM document WHERE slug = 'offers'");
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(stored !== undefined && bytes.equals(stored.content)).toBe(true);
  });

  it('seeds a database once when two servers start on it together', async () => {
    const url = cluster?.url('postgres') ?? '';
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec('CREATE DATABASE seed_race');
    const raceUrl = url.replace(/\/postgres$/, '/seed_race');
    const first = await openDatabase({ databaseUrl: raceUrl });
    const second = await openDatabase({ databaseUrl: raceUrl });
    try {
      await applyMigrations(first, migrationList);
      const results = await Promise.all([seedDemo(first), seedDemo(second)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const [events] = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM event');
      expect(events?.n).toBe(9);
    } finally {
      await first.close();
      await second.close();
      await admin.close();
    }
  });
});
