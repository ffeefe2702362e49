/**
 * A throwaway PostgreSQL cluster for the tests that must see real concurrency (PGlite is one
 * connection and can never show a race): initdb into a temp dir, `postgres` listening on
 * 127.0.0.1 at a free port with its socket in that dir, durability off (fsync, synchronous
 * commit: the data dies with the test), stopped and deleted by stop() — and killed at process
 * exit if a test run dies before stop().
 *
 * Binaries: the newest /usr/lib/postgresql/<version>/bin (Debian's postgresql package), else
 * initdb/postgres on PATH. PostgreSQL refuses to run as root, so as root the binaries run as
 * the `postgres` user through runuser, with the temp dir given to that user. No binaries: a
 * clear error (`.ci/run` installs the package); startPgClusterIfInstalled() lets a suite skip
 * instead on a developer's machine, never under CI=true.
 *
 * The one cluster helper of the tests: every PostgreSQL suite starts its cluster here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../support/free-port.ts';

export interface PgCluster {
  /** The connection string of database `name` on this cluster. */
  url(name: string): string;
  /** Creates database `name` and answers its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
  /** Stops the server (fast shutdown: connections cut), keeping its files, as an outage would. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port; resolves once it accepts connections. */
  resume(): Promise<void>;
}

/** Thrown when no PostgreSQL binaries are installed. */
export class NoPostgresError extends Error {}

function findBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'postgres')))
        .sort((x, y) => Number(y) - Number(x))
    : [];
  const newest = versions[0];
  if (newest !== undefined) return join(root, newest, 'bin');
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const initdb = which.stdout.trim();
  if (which.status === 0 && initdb !== '') return initdb.replace(/\/initdb$/, '');
  throw new NoPostgresError(
    'PostgreSQL binaries not found (looked in /usr/lib/postgresql/*/bin and PATH). Install them: apt-get install -y postgresql (.ci/run does).',
  );
}

/** The folder of PostgreSQL's programs (pg_dump, pg_restore… for tests of deploy/ scripts). */
export const pgBinDir = (): string => findBin();

const asRoot = () => process.getuid?.() === 0;

/** `bin/name args` as the user PostgreSQL accepts. */
function command(bin: string, name: string, args: readonly string[]): [string, string[]] {
  const path = join(bin, name);
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, [...args]];
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`postgres did not accept connections within 30 s:\n${log()}`);
}

/** Starts a cluster. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = findBin();
  const dir = await mkdtemp(join(tmpdir(), 'racekit-pg-'));
  const data = join(dir, 'data');
  if (asRoot()) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new NoPostgresError('running as root, but there is no `postgres` user to run PostgreSQL as');
    await chown(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const [initCmd, initArgs] = command(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status}): ${init.stderr}${init.stdout}`);
  }

  const port = await freePort();
  const [cmd, args] = command(bin, 'postgres', [
    '-D', data, '-k', dir, '-h', '127.0.0.1', '-p', String(port),
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    '-c', 'max_connections=100', '-c', 'shared_buffers=64MB', '-c', 'log_min_messages=warning',
  ]);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  const run = (): ChildProcess => {
    // its own process group, so stop() reaches postgres behind runuser
    const started = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    return started;
  };
  let child = run();
  const kill = (signal: NodeJS.Signals) => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  };
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);

  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  let stopped = false;
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      kill('SIGINT'); // fast shutdown
      const force = setTimeout(() => kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', onExit);
    await halt();
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitReady(url('postgres'), child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    pause: halt,
    async resume() {
      if (child.exitCode === null && child.signalCode === null) return;
      child = run();
      await waitReady(url('postgres'), child, () => log);
    },
  };
}

/**
 * A cluster, or undefined when PostgreSQL is not installed on a developer's machine (the suite
 * then skips). Under CI=true a missing PostgreSQL is an error: the PostgreSQL suites must run there.
 */
export async function startPgClusterIfInstalled(): Promise<PgCluster | undefined> {
  try {
    return await startPgCluster();
  } catch (error) {
    if (error instanceof NoPostgresError && process.env['CI'] !== 'true') return undefined;
    throw error;
  }
}
