/**
 * The durable job queue on PGlite (tests/server/delivery/*-postgres tests run it on a real
 * PostgreSQL with several processes): a job exists exactly when its cause committed; the worker
 * runs it and keeps the handler's answer; a failure waits for its backoff with the attempt
 * counted, and past the last attempt the row is kept as failed and logged; a permanent failure
 * or a malformed payload fails at once; only registered kinds are taken; a job whose worker
 * stopped answering is taken again once its lease has run out, and the late worker cannot
 * overwrite the outcome.
 */
import { integer, object, string } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { applyMigrations } from '../../../server/db/migrate.ts';
import { migrationList } from '../../../server/db/migration-list.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { enqueueJob } from '../../../server/jobs/enqueue-job.ts';
import { defineJobKind, PermanentJobError } from '../../../server/jobs/job-kind.ts';
import { JobRegistry, type JobHandler } from '../../../server/jobs/job-registry.ts';
import { createJobWorker } from '../../../server/jobs/job-worker.ts';

const echo = defineJobKind('echo', object({ word: string() }), { maxAttempts: 3, firstBackoffMs: 10_000 });
const other = defineJobKind('other', object({ n: integer() }));

let db: Database;
const start = new Date('2030-01-01T10:00:00Z');
let now = start;
const clock = { now: () => now };
let lines: string[] = [];

beforeAll(async () => {
  db = await openDatabase({});
  await applyMigrations(db, migrationList);
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec('DELETE FROM job');
  now = start;
  lines = [];
});

function worker(handler: JobHandler<{ word: string }>, leaseMs = 60_000) {
  const registry = new JobRegistry();
  registry.handle(echo, handler);
  return createJobWorker({ db, clock, log: (line) => lines.push(line), registry, pollMs: 1_000, leaseMs });
}

const rows = () => db.query<{ kind: string; status: string; attempts: number; result: string | null; last_error: string | null; run_at: Date }>('SELECT * FROM job ORDER BY id');

describe('job queue', () => {
  it('writes a job only when its transaction commits, runs it once and keeps the answer', async () => {
    await db
      .transaction(async (tx) => {
        await enqueueJob(tx, echo, { word: 'lost' }, now);
        throw new Error('the cause failed');
      })
      .catch(() => undefined);
    await db.transaction((tx) => enqueueJob(tx, echo, { word: 'kept' }, now));
    const seen: string[] = [];
    const jobs = worker(async ({ word }) => {
      seen.push(word);
      return `echo ${word}`;
    });
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen).toEqual(['kept']);
    expect(await rows()).toMatchObject([{ status: 'done', attempts: 1, result: 'echo kept', last_error: null }]);
  });

  it('retries after the backoff, counting attempts, then keeps the job as failed and logs it', async () => {
    await enqueueJob(db, echo, { word: 'w' }, now);
    let calls = 0;
    const jobs = worker(() => {
      calls += 1;
      return Promise.reject(new Error(`refused ${calls}`));
    });
    await jobs.runDue();
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 1, last_error: 'refused 1' }]);
    // the first backoff is 10 s: 1 ms before it nothing runs
    now = new Date(start.getTime() + 9_999);
    expect(await jobs.runDue()).toBe(0);
    now = new Date(start.getTime() + 10_000);
    expect(await jobs.runDue()).toBe(1);
    // then 20 s
    now = new Date(now.getTime() + 19_999);
    expect(await jobs.runDue()).toBe(0);
    now = new Date(now.getTime() + 1);
    expect(await jobs.runDue()).toBe(1);
    now = new Date(now.getTime() + 3_600_000);
    expect(await jobs.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 3, last_error: 'refused 3' }]);
    expect(lines.at(-1)).toMatch(/echo job \d+ failed after 3 attempt\(s\), kept as failed: refused 3/);
  });

  it('fails at once on a permanent failure or a malformed payload', async () => {
    await enqueueJob(db, echo, { word: 'bad address' }, now);
    await db.query(`INSERT INTO job (kind, payload, run_at, created_at) VALUES ('echo', '{"word": 5}', $1, $1)`, [now]);
    const jobs = worker(() => Promise.reject(new PermanentJobError('no such mailbox')));
    expect(await jobs.runDue()).toBe(2);
    const [first, second] = await rows();
    expect(first).toMatchObject({ status: 'failed', attempts: 1, last_error: 'no such mailbox' });
    expect(second?.status).toBe('failed');
    expect(second?.last_error).toMatch(/^bad payload/);
  });

  it('takes only the kinds it has handlers for', async () => {
    await enqueueJob(db, other, { n: 1 }, now);
    expect(await worker(async () => 'x').runDue()).toBe(0);
    expect(await rows()).toMatchObject([{ kind: 'other', status: 'pending', attempts: 0 }]);
  });

  it('gives a job whose worker stopped answering to another once the lease ran out', async () => {
    await enqueueJob(db, echo, { word: 'slow' }, now);
    let release: (() => void) | undefined;
    const stuck = worker(() => new Promise((resolve) => (release = () => resolve('late'))), 60_000);
    const first = stuck.runDue();
    await expect.poll(() => release !== undefined).toBe(true);
    const rescuer = worker(async () => 'rescued', 60_000);
    expect(await rescuer.runDue()).toBe(0);
    now = new Date(start.getTime() + 59_999);
    expect(await rescuer.runDue()).toBe(0);
    now = new Date(start.getTime() + 60_000);
    expect(await rescuer.runDue()).toBe(1);
    release?.();
    await first;
    expect(await rows()).toMatchObject([{ status: 'done', attempts: 2, result: 'rescued' }]);
    expect(lines).toContainEqual(expect.stringMatching(/was taken again by another worker/));
  });
});
