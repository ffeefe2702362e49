/**
 * A real server process (`tsx server/main.ts`) for the multi-process delivery tests: started
 * with its settings, ready once it prints its address, stopped with SIGTERM — or killed with
 * SIGKILL, as a crash would. Killed at the latest when the test process exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  readonly url: string;
  /** SIGKILL: no cleanup, no goodbye. */
  kill(): Promise<void>;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<void>;
  output(): string;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const READY_MS = 60_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `server/main.ts` with `env` (PORT 0: a free port) and waits until it listens. */
export async function startServerProcess(env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${READY_MS} ms:\n${log}`)), READY_MS);
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
      const found = /racekit: (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (found?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${log}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    await exited(child);
    process.removeListener('exit', onExit);
  };
  return { url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM'), output: () => log };
}
