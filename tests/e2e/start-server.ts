/**
 * Starts the real server for the e2e suite and stops it afterwards: the built
 * `node dist/server/server/main.js` (site at /, API under /api, bundle at /embed/, examples at
 * /examples/) on a free port of 127.0.0.1, with a fresh temporary DATA_DIR (a new embedded
 * database, seeded with the demo catalogue on start) removed again at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.ts';

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// A fresh embedded database is created, migrated and seeded before the server answers.
const READY_TIMEOUT_MS = 60_000;

/** Resolves once `url` answers 2xx; throws when `child` exits first or after 60 s (with its output). */
export async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server did not answer ${url} within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/** SIGTERM, SIGKILL after 5 s; resolves when `child` has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function launch(command: string, args: string[], env: NodeJS.ProcessEnv, readyPath: string, port: number, cleanup: () => Promise<void>): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitUntilReady(`${url}${readyPath}`, child, () => output);
  } catch (error) {
    await stopProcess(child);
    await cleanup();
    throw error;
  }
  return {
    url,
    stop: async () => {
      await stopProcess(child);
      await cleanup();
    },
  };
}

/**
 * The real server on a free port with a fresh data directory; resolves once GET /api/health
 * answers. `settings` adds to (or overrides) its environment, given the server's URL; `prepare`
 * runs before the server starts, with that environment (an operator's commands on the fresh
 * database: `migrate`, `organiser:add`, as docs/deploy.md runs them before the first start).
 */
export async function startServer(
  settings: (url: string) => NodeJS.ProcessEnv = () => ({}),
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void> | void,
): Promise<RunningServer> {
  const main = join(repoRoot, 'dist/server/server/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first.`);
  if (!existsSync(join(repoRoot, 'dist/site/index.html'))) throw new Error('dist/site is missing: run `npm run build:site` first.');
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'racekit-e2e-'));
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // the whole suite buys and signs up from 127.0.0.1: per-address limits (tested on the server) raised
    ORDER_LIMIT_IP: '1000',
    HOLD_LIMIT_IP: '1000',
    HOLD_LIMIT_EVENT: '1000',
    LIMIT_SMS_PER_ADDRESS: '1000',
    LIMIT_MAIL_PER_ADDRESS: '1000',
    LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '1000',
    ...settings(`http://127.0.0.1:${port}`),
  };
  const cleanup = () => rm(dataDir, { recursive: true, force: true });
  try {
    await prepare?.({ ...process.env, ...env });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return launch(process.execPath, [main], env, '/api/health', port, cleanup);
}
