/**
 * The real server as its own operating-system process (`node --import tsx server/main.ts`, what
 * a deployment runs), for the tests that need several processes on one database, a crash, or a
 * start that must fail. It gets exactly the environment given — nothing inherited but PATH —
 * on 127.0.0.1, at PORT 0 (a free port) unless `env` names one; it is ready once it prints its
 * address. stop() sends SIGTERM (SIGKILL after 5 s, as the e2e suite's server); kill() is a
 * crash; a test run that dies kills it at exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopProcess } from '../e2e/start-server.ts';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** stdout and stderr so far (the last 20 000 characters). */
  output(): string;
  /** SIGTERM, and wait for a clean exit. */
  stop(): Promise<void>;
  /** SIGKILL: no cleanup, no goodbye. */
  kill(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY_MS = 60_000;

function launch(env: Readonly<Record<string, string>>, entry = 'server/main.ts'): { child: ChildProcess; output: () => string; stderr: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    stderr += chunk.toString();
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.removeListener('exit', kill));
  return { child, output: () => output, stderr: () => stderr };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server with `env`; resolves once it prints the address it listens on. `entry`: the
 * main file relative to the repository (another release's copy: tests/server/postgres/upgrade-postgres.test.ts).
 */
export async function startServerProcess(env: Readonly<Record<string, string>>, entry?: string): Promise<ServerProcess> {
  const { child, output } = launch(env, entry);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${READY_MS} ms:\n${output()}`)), READY_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output()}`));
    };
    child.once('exit', onExit);
    child.stdout?.on('data', function ready() {
      const found = /racekit: (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (found?.[1] === undefined) return;
      clearTimeout(timer);
      child.removeListener('exit', onExit);
      child.stdout?.removeListener('data', ready);
      resolve(found[1]);
    });
  }).catch(async (error: unknown) => {
    await stopProcess(child);
    throw error;
  });
  return {
    url,
    output,
    stop: () => stopProcess(child),
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Runs the server with `env` until it exits by itself (within 30 s); answers its exit code and stderr. */
export async function runServerProcess(env: Readonly<Record<string, string>>): Promise<{ code: number | null; stderr: string }> {
  const { child, stderr } = launch(env);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    // 'close' comes after the output streams are drained
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, stderr: stderr() };
}
