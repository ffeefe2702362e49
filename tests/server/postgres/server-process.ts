/**
 * The real server as its own process (`node --import tsx server/main.ts`, what `npm run dev`
 * runs without watching) with exactly the environment given — nothing inherited but PATH — on
 * 127.0.0.1 at `port`. `startServerProcess` resolves once GET /api/health answers;
 * `runServerProcess` waits for the process to end (a start that must fail). Started, awaited
 * and stopped (SIGTERM, SIGKILL after 5 s) as the e2e suite's server is (tests/e2e/start-server.ts),
 * and killed at the end of the test run if a test dies first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopProcess, waitUntilReady } from '../../e2e/start-server.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  /** stdout and stderr so far (the last 20 000 characters). */
  output(): string;
  stop(): Promise<void>;
}

function launch(env: Readonly<Record<string, string>>): { child: ChildProcess; output: () => string; stderr: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...env },
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

/** Starts the server with `env` (PORT is set from `port`); resolves once it answers. */
export async function startServerProcess(port: number, env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = launch({ ...env, HOST: '127.0.0.1', PORT: String(port) });
  try {
    await waitUntilReady(`${url}/api/health`, child, output);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, output, stop: () => stopProcess(child) };
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
