/**
 * The server as a second operating-system process (`node --import tsx server/main.ts`) on a
 * database of a throwaway cluster: what a deployment runs, sharing nothing with the test's own
 * in-process server but the database. It migrates and seeds on start like any start; stop()
 * sends SIGTERM (SIGKILL after 5 s), and a test run that dies kills it at exit.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/free-port.ts';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const READY_MS = 60_000;

/** Starts the server on `databaseUrl` with `env` on top of a quiet test environment. */
export async function startServerProcess(databaseUrl: string, env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.removeListener('exit', onExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
  };
  const deadline = Date.now() + READY_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server process did not answer within ${READY_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
