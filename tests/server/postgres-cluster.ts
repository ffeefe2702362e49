/**
 * A throwaway PostgreSQL cluster for the tests that must see real concurrency (PGlite is one
 * connection and serialises everything). initdb into a temp dir, start on 127.0.0.1 at a free
 * port with durability off (fast), stop and delete at the end. PostgreSQL refuses to run as
 * root: as root the cluster runs as the `postgres` system user. Answers undefined when no
 * PostgreSQL is installed, except under CI=true, where that is an error (the CI script installs it).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresCluster {
  /** postgresql://racekit@127.0.0.1:<port>/postgres */
  readonly url: string;
  stop(): Promise<void>;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) if (existsSync(join(root, version, 'bin', 'initdb'))) return join(root, version, 'bin');
  }
  return existsSync('/usr/local/bin/initdb') ? '/usr/local/bin' : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster, or answers undefined without PostgreSQL on a developer's machine. Under
 * CI=true a missing PostgreSQL throws: the PostgreSQL suites must never skip silently there.
 */
export async function startPostgresCluster(): Promise<PostgresCluster | undefined> {
  const bin = binDir();
  if (bin === undefined) {
    if (process.env['CI'] === 'true') throw new Error('CI=true but no PostgreSQL binaries in /usr/lib/postgresql/*/bin or /usr/local/bin: install postgresql (.ci/run does)');
    return undefined;
  }
  const root = await mkdtemp(join(tmpdir(), 'racekit-pg-'));
  const asRoot = process.getuid?.() === 0;
  const exec = async (command: string, args: readonly string[]) => {
    const file = join(bin, command);
    if (!asRoot) return run(file, [...args]);
    return run('runuser', ['-u', 'postgres', '--', file, ...args]);
  };
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(group.trim()));
    await chmod(root, 0o700);
  }
  const data = join(root, 'data');
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'racekit', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await exec('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'log'), '-w', 'start']);
  return {
    url: `postgresql://racekit@127.0.0.1:${port}/postgres`,
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
