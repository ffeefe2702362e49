/**
 * The reverse proxy of the deploy guide in front of the bench's server processes: nginx run with
 * the guide's own site (deploy/nginx-racekit.conf) — its upstream pointed at the processes' ports,
 * served over plain HTTP on 127.0.0.1 (no certificate here; TLS is nginx's work, not racekit's),
 * every location and retry rule as written. Where nginx is not installed, the tests' proxy that
 * retries by the same rules (tests/server/postgres/retrying-proxy.ts) stands in; `kind` says which.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.ts';
import { startRetryingProxy } from '../server/postgres/retrying-proxy.ts';

export interface GuideProxy {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly kind: string;
  close(): Promise<void>;
}

const siteFile = fileURLToPath(new URL('../../deploy/nginx-racekit.conf', import.meta.url));

/** The guide's site for `ports`, listening on 127.0.0.1:`port` without TLS. */
export function benchSite(site: string, ports: readonly number[], port: number): string {
  const lines = site.split('\n').map((line) => line.replace(/#.*$/, '').trimEnd());
  const text = lines.filter((line) => line.trim() !== '').join('\n');
  // the first server block only redirects to HTTPS
  const redirect = /server \{[^{}]*return 301[^{}]*\}/.exec(text);
  const servers = ports.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n');
  const out = text
    .replace(redirect?.[0] ?? '\u0000', '')
    .replace(/upstream racekit \{[^}]*\}/, `upstream racekit {\n${servers}\n}`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace(/^\s*listen 443.*$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_\w+.*$/gm, '');
  if (!out.includes(`listen 127.0.0.1:${port}`) || !out.includes('proxy_next_upstream')) throw new Error('deploy/nginx-racekit.conf changed shape: the bench cannot serve it');
  return out;
}

async function waitListening(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${log()}`);
    try {
      await fetch(`${url}/api/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen within 15 s: ${log()}`);
}

/** Starts nginx with the guide's site in front of 127.0.0.1 `ports`, or the tests' retrying proxy without nginx. */
export async function startGuideProxy(ports: readonly number[]): Promise<GuideProxy> {
  const nginx = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (nginx === '') {
    const proxy = await startRetryingProxy(ports);
    return { url: proxy.url, kind: 'retrying-proxy.ts (nginx not installed)', close: () => proxy.close() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'racekit-nginx-'));
  // started as root, nginx's workers run as `nobody`: they must reach their temp folders
  await chmod(dir, 0o755);
  const port = await freePort();
  const site = benchSite(await readFile(siteFile, 'utf8'), ports, port);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${join(dir, name)};`).join('\n');
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes auto;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} error;\n` +
      `events { worker_connections 8192; }\n` +
      `http {\n    access_log off;\n${temp}\n${site}\n}\n`,
  );
  let log = '';
  const child = spawn(nginx, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-5_000);
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    process.removeListener('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitListening(url, child, () => log);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, kind: 'nginx with deploy/nginx-racekit.conf (no TLS)', close };
}
