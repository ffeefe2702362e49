/**
 * The delivery hold on PGlite (issue 27, item 7; server/ops/delivery-hold.ts): while the
 * database carries the hold marker, or the process runs with DELIVERY=off, the worker takes no
 * job of a kind that reaches outside — mail, SMS, refunds and the order mails stay queued with
 * no attempt counted — while internal kinds still run; releasing the marker lets them go. And the
 * job in hand at a shutdown that could not wait for it is handed back, due at once.
 * (tests/server/postgres/restore-drill.test.ts shows it on a restored database with a real SMTP catcher.)
 */
import { object, string } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { applyMigrations } from '../../../server/db/migrate.ts';
import { migrationList } from '../../../server/db/migration-list.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { enqueueJob } from '../../../server/jobs/enqueue-job.ts';
import { defineJobKind } from '../../../server/jobs/job-kind.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobWorker } from '../../../server/jobs/job-worker.ts';
import { deliveryHeldCheck, heldByMarker, holdDelivery, releaseDelivery } from '../../../server/ops/delivery-hold.ts';
import { mailJob, smsJob } from '../../../server/outbox/outbox-kinds.ts';
import { orderMailJob, refundMailJob } from '../../../server/payment/order-mails.ts';
import { refundJob } from '../../../server/payment/refund-jobs.ts';

const outward = defineJobKind('outward', object({ to: string() }));
const inward = defineJobKind('inward', object({ to: string() }), { internal: true });

let db: Database;
const now = new Date('2030-01-01T10:00:00Z');
const clock = { now: () => now };
let lines: string[] = [];
let ran: string[] = [];

beforeAll(async () => {
  db = await openDatabase({});
  await applyMigrations(db, migrationList);
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec('DELETE FROM job; DELETE FROM delivery_hold');
  lines = [];
  ran = [];
});

function worker(deliveryOn = true) {
  const registry = new JobRegistry();
  registry.handle(outward, ({ to }) => {
    ran.push(`outward ${to}`);
    return Promise.resolve(undefined);
  });
  registry.handle(inward, ({ to }) => {
    ran.push(`inward ${to}`);
    return Promise.resolve(undefined);
  });
  return createJobWorker({ db, clock, log: (line) => lines.push(line), registry, pollMs: 1_000, leaseMs: 60_000, deliveryHeld: deliveryHeldCheck(db, deliveryOn) });
}

async function enqueueBoth(): Promise<void> {
  await db.transaction(async (tx) => {
    await enqueueJob(tx, outward, { to: 'anna@example.com' }, now);
    await enqueueJob(tx, inward, { to: 'sweep' }, now);
  });
}

const outwardRow = async () => (await db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM job WHERE kind = 'outward'"))[0];

describe('delivery hold', () => {
  it('every kind that reaches a customer or the provider is held (none says it is internal)', () => {
    expect([mailJob, smsJob, refundJob, orderMailJob, refundMailJob].map((kind) => [kind.name, kind.internal])).toEqual([
      ['mail', false],
      ['sms', false],
      ['refund', false],
      ['order-mail', false],
      ['refund-mail', false],
    ]);
  });

  it('with the marker, outgoing jobs stay queued untouched until it is released', async () => {
    expect(await holdDelivery(db, 'restored from racekit-1.dump', now)).toBe(true);
    expect(await holdDelivery(db, 'again', now)).toBe(false);
    expect(await heldByMarker(db)).toMatch(/^restored from racekit-1\.dump, since 2030-01-01T10:00:00\.000Z; release: npm run delivery -- release$/);
    await enqueueBoth();
    const jobs = worker();
    expect(await jobs.runDue()).toBe(1);
    expect(ran).toEqual(['inward sweep']);
    expect(await outwardRow()).toEqual({ status: 'pending', attempts: 0 });
    expect(lines).toEqual([expect.stringMatching(/^jobs: delivery held \(restored from racekit-1\.dump, since .*\): mail, SMS and refunds stay queued$/)]);

    expect(await releaseDelivery(db)).toBe(true);
    expect(await jobs.runDue()).toBe(1);
    expect(ran).toEqual(['inward sweep', 'outward anna@example.com']);
    expect(await outwardRow()).toEqual({ status: 'done', attempts: 1 });
    expect(lines.at(-1)).toBe('jobs: delivery resumed');
  });

  it('DELIVERY=off holds them whatever the database says', async () => {
    await enqueueBoth();
    const jobs = worker(false);
    expect(await jobs.runDue()).toBe(1);
    expect(ran).toEqual(['inward sweep']);
    expect(await outwardRow()).toEqual({ status: 'pending', attempts: 0 });
    expect(lines).toEqual(['jobs: delivery held (DELIVERY=off): mail, SMS and refunds stay queued']);
  });

  it('without a hold everything runs', async () => {
    await enqueueBoth();
    expect(await worker().runDue()).toBe(2);
    expect(lines).toEqual([]);
  });
});

describe('a stopping worker', () => {
  it('hands the job it could not finish back to the queue, due at once, for another worker', async () => {
    await db.transaction((tx) => enqueueJob(tx, outward, { to: 'slow@example.com' }, new Date(now.getTime() - 60_000)));
    let finish: (() => void) | undefined;
    const registry = new JobRegistry();
    registry.handle(outward, () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))));
    const stuck = createJobWorker({ db, clock, log: (line) => lines.push(line), registry, pollMs: 1_000, leaseMs: 60_000 });
    const running = stuck.runDue();
    while (finish === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await db.query<{ run_at: Date }>('SELECT run_at FROM job'))[0]?.run_at).toEqual(new Date(now.getTime() + 60_000));

    expect(await stuck.release()).toBe(1);
    expect(await db.query('SELECT status, attempts, run_at FROM job')).toEqual([{ status: 'pending', attempts: 1, run_at: now }]);
    // another worker takes it now, not when the lease would have run out
    expect(await worker().runDue()).toBe(1);
    expect(ran).toEqual(['outward slow@example.com']);
    // the first worker's late answer changes nothing
    finish();
    await running;
    expect(await db.query('SELECT status, attempts FROM job')).toEqual([{ status: 'done', attempts: 2 }]);
    const [row] = await db.query<{ id: number }>('SELECT id FROM job');
    expect(lines).toEqual([`jobs: outward job ${row?.id} was taken again by another worker before this one finished it`]);
    expect(await stuck.release()).toBe(0);
  });
});
