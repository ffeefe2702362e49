/**
 * The limits of issue 19 §3 on a real PostgreSQL (one throwaway cluster for the file), where
 * requests race: the limiter itself with parallel takes from two connection pools (two server
 * processes share nothing but the database).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { applyMigrations } from '../../../server/db/migrate.ts';
import { migrationList } from '../../../server/db/migration-list.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { defineLimit, takeLimit } from '../../../server/limits/rate-limit.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';

let cluster: PgCluster;
let first: Database;
let second: Database;

beforeAll(async () => {
  cluster = await startPgCluster();
  const url = await cluster.createDatabase('limits_pools');
  first = await openDatabase({ databaseUrl: url });
  second = await openDatabase({ databaseUrl: url });
  await applyMigrations(first, migrationList);
}, 60_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await cluster?.stop();
});

const all = <T>(count: number, make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describe('the limiter on PostgreSQL', () => {
  test('20 parallel takes of a limit of 1 from two pools: exactly one is taken, every round', async () => {
    const one = defineLimit('race-one', 1, 60_000);
    const now = new Date();
    for (let round = 0; round < 5; round += 1) {
      const answers = await all(20, (index) => takeLimit(index % 2 === 0 ? first : second, one, `round-${round}`, now));
      expect(answers.filter((answer) => answer.taken)).toHaveLength(1);
    }
  });

  test('40 parallel takes of a limit of 7 from two pools: exactly seven', async () => {
    const seven = defineLimit('race-seven', 7, 60_000);
    const answers = await all(40, (index) => takeLimit(index % 2 === 0 ? first : second, seven, 'subject', new Date()));
    expect(answers.filter((answer) => answer.taken)).toHaveLength(7);
    const [row] = await first.query<{ n: number }>("SELECT cardinality(hits) AS n FROM rate_limit WHERE key = 'race-seven:subject'");
    expect(row?.n).toBe(7);
  });
});
