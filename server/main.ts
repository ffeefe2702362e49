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

async function main(): Promise<void> {
  const env = readServerEnv(process.env);
  const { db, applied } = await openServerDatabase(env, env.ops.migrateOnStart);
  if (applied.length > 0) console.info(`database: applied migrations ${applied.join(', ')}`);
  if (env.seed.catalogue && (await seedDemo(db))) console.info('database: seeded the demo catalogue');
  if (env.seed.accounts && (await seedDemoUsers(db))) console.info('database: seeded the demo accounts (README, "Demo accounts")');
  if (env.seed.accounts && (await seedDemoPartners(db, env.publicUrl))) console.info('database: seeded the demo partners (README, "Partners")');
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
    delivery: env.ops.delivery,
  };
  const app = createApp(options);
  const server = await listen(app, env.host, env.port);
  // the durable jobs: mail, SMS… (server/job-list.ts)
  // mails written by jobs link to PUBLIC_URL, or to this server when it is unset (development)
  const worker = jobWorkerFor({ ...resolveDeps(options), publicUrl: env.publicUrl ?? server.url }, env.jobs);
  worker.start();
  const where = env.databaseUrl === undefined ? `PGlite in ${env.dataDir}` : 'PostgreSQL';
  console.info(`racekit: ${server.url} (${env.mode}, ${where})`);

  // --- graceful shutdown (issue 27; server/ops/graceful-shutdown.ts) ---
  const stop = gracefulShutdown(
    {
      // the merge wires the readiness check here (ready answers 503 from this moment)
      onShuttingDown: () => undefined,
      stopAccepting: () => server.stopAccepting(),
      finishInFlight: (boundMs) => server.finishInFlight(boundMs),
      stopJobs: (boundMs) => within(worker.stop().then(() => true), boundMs, false),
      releaseJobs: () => worker.release(),
      closeDatabase: () => db.close(),
      log: (line) => console.info(line),
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
