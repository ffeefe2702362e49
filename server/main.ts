/**
 * `node dist/server/server/main.js` (or `tsx server/main.ts`): opens and migrates the database,
 * seeds the demo catalogue on first start (outside production, or with SEED_DEMO=1), serves
 * site, bundle and API on one port, runs the durable jobs (mail, SMS…), and stops cleanly on
 * SIGINT/SIGTERM. Settings: server/server-env.ts.
 */
import { createApp, resolveDeps, type AppOptions } from './app.ts';
import { jobWorkerFor } from './jobs/job-worker-for.ts';
import { listen } from './listen.ts';
import { openServerDatabase } from './open-server-database.ts';
import { gracefulShutdown, within } from './ops/graceful-shutdown.ts';
import { readServerEnv, ServerEnvError } from './server-env.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { seedDemoUsers } from './seed/demo-users.ts';
import { seedDemoPartners } from './seed/demo-partners.ts';
import { seedDemoRunnerTickets } from './seed/demo-runner-tickets.ts';
import { Hono } from 'hono';
import type { ApiEnv } from './http/api-env.ts';
import { Readiness } from './ops/health.ts';
import { createLogger, logTo } from './ops/logger.ts';
import { createMetrics, metricsRoute } from './ops/metrics.ts';
import { systemClock } from './clock.ts';

async function main(): Promise<void> {
  const env = readServerEnv(process.env);
  // --- ops (server/ops): the log, this process's readiness, metrics ---
  const log = logTo(createLogger(env.ops));
  const readiness = new Readiness();
  // --- end ops ---
  const { db, applied } = await openServerDatabase(env, env.ops.migrateOnStart);
  if (applied.length > 0) log(`database: applied migrations ${applied.join(', ')}`);
  if (env.seed.catalogue && (await seedDemo(db))) log('database: seeded the demo catalogue');
  if (env.seed.accounts && (await seedDemoUsers(db))) log('database: seeded the demo accounts (README, "Demo accounts")');
  if (env.seed.accounts && (await seedDemoPartners(db, env.publicUrl))) log('database: seeded the demo partners (README, "Partners")');
  const metrics = env.ops.metricsToken !== undefined || env.ops.metricsPort !== undefined ? createMetrics(db, systemClock) : undefined;
  const options: AppOptions = {
    db,
    mode: env.mode,
    dirs: env.dirs,
    frameAncestors: env.frameAncestors,
    publicUrl: env.publicUrl,
    organiserEmail: env.organiserEmail,
    oauth: env.oauth,
    outbox: env.outbox,
    payment: env.payment,
    limits: env.limits,
    log,
    accessLog: log,
    ops: env.ops,
    readiness,
    metrics,
    delivery: env.ops.delivery,
  };
  const app = createApp(options);
  // check-in can be tried at once: the demo runner holds two paid tickets (docs/checkin.md)
  if (env.seed.accounts && env.mode !== 'production') {
    await seedDemoRunnerTickets(app, db).then(
      (seeded) => seeded && log('database: the demo runner bought two tickets (docs/checkin.md)'),
      (error: unknown) => console.error(`database: the demo runner's tickets: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  const server = await listen(app, env.host, env.port);
  // METRICS_PORT: the same text without a token, on loopback only
  const metricsServer = metrics === undefined || env.ops.metricsPort === undefined
    ? undefined
    : await listen(new Hono<ApiEnv>().get('/metrics', metricsRoute(metrics, undefined, true)), '127.0.0.1', env.ops.metricsPort);
  // the durable jobs: mail, SMS… (server/job-list.ts)
  // mails written by jobs link to PUBLIC_URL, or to this server when it is unset (development)
  const worker = jobWorkerFor({ ...resolveDeps(options), publicUrl: env.publicUrl ?? server.url }, env.jobs);
  worker.start();
  const where = env.databaseUrl === undefined ? `PGlite in ${env.dataDir}` : 'PostgreSQL';
  log(`racekit: ${server.url} (${env.mode}, ${where})`, { event: 'start', url: server.url, mode: env.mode, database: where, metrics: metricsServer?.url });

  // --- graceful shutdown (issue 27; server/ops/graceful-shutdown.ts) ---
  const stop = gracefulShutdown(
    {
      // ready answers 503 from this moment (server/ops/health.ts)
      onShuttingDown: () => readiness.markShuttingDown(),
      stopAccepting: () => {
        void metricsServer?.close();
        return server.stopAccepting();
      },
      finishInFlight: (boundMs) => server.finishInFlight(boundMs),
      stopJobs: (boundMs) => within(worker.stop().then(() => true), boundMs, false),
      releaseJobs: () => worker.release(),
      closeDatabase: () => db.close(),
      log: (line) => log(line),
      exit: (code) => process.exit(code),
    },
    env.ops.shutdownMs,
  );
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // --- end of graceful shutdown ---
}

main().catch((error: unknown) => {
  // A bad setting is the operator's to fix: its lines alone, no stack.
  if (error instanceof ServerEnvError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
