/**
 * `npm run catalogue:import` (issue 25 §3): a whole file is checked first and refused with the
 * line of every problem; a 40-city × 5-format file loads in under 10 s in one transaction;
 * `--dry-run` prints the same plan and changes nothing; a second load changes only what differs;
 * a write the database refuses stops the whole file at its record's line.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportRefused, applyImport, checkImportText, describeStep, type CheckedImport } from '../../server/console/catalogue-import.ts';
import type { Database } from '../../server/db/database.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const CITIES = 40;
const FORMATS = 5;

/** A mass race: one event in 40 cities, 5 formats each, with its event type, region and cities. */
function massRace(): Record<string, unknown> {
  const start = Date.UTC(2031, 4, 16, 6, 0);
  return {
    event_types: [{ public_id: 'et-run', title: 'Забег', title_en: 'Run' }],
    regions: [{ id: 1, name_ru: 'Россия', name_en: 'Russia' }],
    cities: Array.from({ length: CITIES }, (_, c) => ({ id: 1000 + c, region_id: 1, name_ru: `Город ${c}`, name_en: `Town ${c}`, timezone: 'Europe/Moscow' })),
    events: [
      {
        public_id: 'ev-mass',
        event_type_id: 'et-run',
        title: 'Зелёный марафон',
        title_en: 'Green marathon',
        published: true,
        sales_open_at: '2031-03-01T10:00:00+03:00',
        cities: Array.from({ length: CITIES }, (_, c) => ({
          public_id: `ec-mass-${c}`,
          city_id: 1000 + c,
          address: `Парк ${c}`,
          start_time: new Date(start + c * 86_400_000).toISOString(),
          timezone: 'Europe/Moscow',
          formats: Array.from({ length: FORMATS }, (_, f) => ({
            public_id: `f-mass-${c}-${f}`,
            title: `${(f + 1) * 5} км`,
            title_en: `${(f + 1) * 5} km`,
            price: 1000 + f * 500,
            stock: 500,
            buy_limit: 10,
            age_min: f === 4 ? 18 : null,
            preregistration: f === 4,
            additional_fields: f === 4 ? [{ name: 'club', label: 'Клуб', label_en: 'Club', required: false }] : [],
          })),
        })),
      },
    ],
  };
}

const checkedOk = (text: string): Extract<CheckedImport, { ok: true }> => {
  const checked = checkImportText(text);
  if (!checked.ok) throw new Error(checked.problems.map((problem) => `${problem.line} ${problem.path} ${problem.message}`).join('\n'));
  return checked;
};

/** Every table's row count and the catalogue's rows: equal before and after means nothing changed. */
async function snapshot(db: Database): Promise<string> {
  const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const counts = [];
  for (const { tablename } of tables) {
    const [row] = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM "${tablename}"`);
    counts.push(`${tablename}=${String(row?.n)}`);
  }
  const rows = await db.query<{ text: string }>(
    "SELECT md5(string_agg(e::text, '|' ORDER BY e.public_id)) || md5(coalesce((SELECT string_agg(t::text, '|' ORDER BY t.format_id) FROM format_ticket_kind t), '')) AS text FROM event e",
  );
  return `${counts.join(',')} ${rows[0]?.text ?? ''}`;
}

/** The 1-based line of the first line of `text` containing `needle` (after `from`). */
const lineOf = (text: string, needle: string, from = 0): number => text.split('\n').findIndex((line, index) => index >= from && line.includes(needle)) + 1;

describe('checking the file', () => {
  it('refuses the whole file, naming the line of every problem', () => {
    const file = massRace();
    const text = JSON.stringify(file, null, 2)
      .replace('"price": 1500,', '"price": -1,')
      .replace('"title": "Зелёный марафон",', '"titel": "Зелёный марафон",')
      .replace('"timezone": "Europe/Moscow",\n          "formats"', '"timezone": "Moscow",\n          "formats"');
    const checked = checkImportText(text);
    expect(checked.ok).toBe(false);
    const problems = checked.ok ? [] : checked.problems.map((problem) => [problem.line, problem.path]);
    const eventLine = lineOf(text, '"public_id": "ev-mass"') - 1;
    expect(problems).toContainEqual([lineOf(text, '"titel"'), 'events.0.titel']);
    // a missing field: the line of the record that lacks it
    expect(problems).toContainEqual([eventLine, 'events.0.title']);
    expect(problems).toContainEqual([lineOf(text, '"price": -1'), 'events.0.cities.0.formats.1.price']);
    expect(problems).toContainEqual([lineOf(text, '"timezone": "Moscow"'), 'events.0.cities.0.timezone']);
    expect(checkImportText('{\n  "events": [\n    { "public_id": "x",\n  ]\n}')).toMatchObject({ ok: false, problems: [{ line: 4 }] });
    const twice = JSON.stringify({ events: [{ public_id: 'ev-a', event_type_id: 't', title: 'A' }, { public_id: 'ev-a', event_type_id: 't', title: 'B' }] }, null, 2);
    expect(checkImportText(twice)).toMatchObject({ ok: false, problems: [{ line: 8, path: 'events.1', message: 'event "ev-a" is also at events.0' }] });
  });
});

describe('loading it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a dry run changes nothing; the 40 × 5 file loads in under 10 s; a second load changes only what differs', async () => {
    const text = JSON.stringify(massRace(), null, 2);
    const before = await snapshot(server.db);
    const planned = await applyImport(server.db, checkedOk(text), { dryRun: true, now: new Date() });
    expect(await snapshot(server.db)).toBe(before);
    expect(planned.filter((step) => step.verb === 'create')).toHaveLength(1 + 1 + CITIES + 1 + CITIES + CITIES * FORMATS);
    expect(planned.filter((step) => step.id === 'f-mass-0-1').map(describeStep)).toEqual([`create format f-mass-0-1 (line ${lineOf(text, '"public_id": "f-mass-0-1"') - 1})`]);

    const started = performance.now();
    const done = await applyImport(server.db, checkedOk(text), { dryRun: false, now: new Date() });
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);
    expect(done.map(describeStep)).toEqual(planned.map(describeStep));
    const [counts] = await server.db.query<{ cities: string | number; formats: string | number; audited: string | number }>(
      `SELECT (SELECT count(*) FROM event_city WHERE event_id = 'ev-mass') AS cities,
              (SELECT count(*) FROM event_format f JOIN event_city ec ON ec.public_id = f.event_city_id WHERE ec.event_id = 'ev-mass') AS formats,
              (SELECT count(*) FROM audit_log WHERE actor_id = 'command:catalogue-import') AS audited`,
    );
    expect([Number(counts?.cities), Number(counts?.formats), Number(counts?.audited)]).toEqual([CITIES, CITIES * FORMATS, planned.length]);
    const shown = await server.api('GET', '/api/event/id/ev-mass', { headers: { 'accept-language': 'en' } });
    expect(shown.body).toMatchObject({ title: 'Green marathon' });

    const file = massRace();
    const again = JSON.stringify(file, null, 2).replace('"price": 1500,', '"price": 1700,').replace('"stock": 500,', '"stock": 450,');
    const second = await applyImport(server.db, checkedOk(again), { dryRun: false, now: new Date() });
    expect(second.filter((step) => step.verb !== 'keep').map(describeStep)).toEqual([
      `change format f-mass-0-0 (line ${lineOf(again, '"public_id": "f-mass-0-0"') - 1}): stock athlete`,
      `change format f-mass-0-1 (line ${lineOf(again, '"public_id": "f-mass-0-1"') - 1}): price`,
    ]);
  }, 120_000);

  it('stops the whole file at the line of a record the database refuses', async () => {
    const file = { event_types: [{ public_id: 'et-run', title: 'Забег' }], events: [{ public_id: 'ev-bad', event_type_id: 'et-run', title: 'Плохой', cities: [{ public_id: 'ec-bad', city_id: 99, address: 'Нигде', start_time: '2031-05-16T09:00:00+03:00', timezone: 'Europe/Moscow' }] }] };
    const text = JSON.stringify(file, null, 2);
    const before = await snapshot(server.db);
    const refusal = await applyImport(server.db, checkedOk(text), { dryRun: false, now: new Date() }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportRefused);
    expect(refusal instanceof ImportRefused ? refusal.problem : undefined).toEqual({
      line: lineOf(text, '"public_id": "ec-bad"') - 1,
      path: 'events.0.cities.0.city_id',
      message: 'The field "city_id" names something the catalogue does not have: 99',
    });
    expect(await snapshot(server.db)).toBe(before);

    // one of several new formats refused: the line of that one
    const race = massRace();
    const text2 = JSON.stringify(race, null, 2)
      .replaceAll('-mass', '-mass2')
      .replace('"public_id": "f-mass2-3-2",', '"public_id": "f-mass2-3-2",\n "min_count": 5, "max_count": 2,');
    const second = await applyImport(server.db, checkedOk(text2), { dryRun: false, now: new Date() }).catch((error: unknown) => error);
    expect(second instanceof ImportRefused ? second.problem : second).toEqual({
      line: lineOf(text2, '"public_id": "f-mass2-3-2"') - 1,
      path: 'events.0.cities.3.formats.2.min_count',
      message: 'The field "min_count": the lower bound is above the upper one',
    });
    expect(await snapshot(server.db)).toBe(before);
  });
});

describe('npm run catalogue:import', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'racekit-import-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync('npx', ['tsx', 'server/console/catalogue-import-command.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('prints the line of each problem, then a dry run prints the plan and leaves the database empty', async () => {
    const bad = join(dataDir, 'bad.json');
    await writeFile(bad, '{\n  "events": [\n    { "public_id": "ev-x", "title": "" }\n  ]\n}\n');
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${bad}:line 3: events.0.event_type_id:`);
    expect(refused.stderr).toContain(`${bad}:line 3: events.0.title:`);
    expect(refused.stderr).toContain('nothing was imported');

    const good = join(dataDir, 'race.json');
    await writeFile(good, JSON.stringify(massRace(), null, 2));
    const dry = run(good, '--dry-run');
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('create event ev-mass (line');
    expect(dry.stdout).toContain(`dry run: would create ${3 + 2 * CITIES + CITIES * FORMATS}, change 0, keep 0; nothing was changed`);
    const server = await startTestServer({ dataDir: join(dataDir, 'pglite') });
    try {
      expect(await server.db.query('SELECT public_id FROM event')).toEqual([]);
      expect(await server.db.query('SELECT id FROM location_city')).toEqual([]);
    } finally {
      await server.close();
    }
  }, 240_000);
});
