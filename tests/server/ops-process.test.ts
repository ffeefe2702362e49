/**
 * Logs and metrics of the real process (server/main.ts; docs/server.md, "Health, logs and
 * metrics"): with LOG_FORMAT=json every stdout line is one JSON object, and a request's line
 * carries the request id its answer returned; METRICS_PORT serves Prometheus text on
 * 127.0.0.1 without a token, while the site's own port answers 404 at /metrics.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

let dataDir: string;
let metricsPort: number;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'racekit-ops-'));
  metricsPort = await freePort();
  server = await startServerProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_FORMAT: 'json', METRICS_PORT: String(metricsPort), TRUST_PROXY: '1', SEED_DEMO: '0' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const jsonLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line): unknown => JSON.parse(line));

describe('the process', () => {
  it('writes JSON lines; a request line carries the id its answer returned', async () => {
    const answer = await fetch(`${server.url}/api/health/ready`, { headers: { 'x-request-id': 'edge-42' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('edge-42');
    const plain = await fetch(`${server.url}/api/event/list`);
    const id = plain.headers.get('x-request-id');
    await expect.poll(() => jsonLines().some((line) => typeof line === 'object' && line !== null && Reflect.get(line, 'requestId') === id)).toBe(true);
    const line = jsonLines().find((entry) => typeof entry === 'object' && entry !== null && Reflect.get(entry, 'requestId') === id);
    expect(line).toMatchObject({ level: 'info', event: 'request', method: 'GET', route: '/api/event/list', status: 200, time: expect.any(String) });
  });

  it('serves /metrics on 127.0.0.1:METRICS_PORT without a token; the site port answers 404', async () => {
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/^racekit_http_request_duration_seconds_count\{method="GET",route="\/api\/event\/list",status="200"\} \d+$/m);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });
});
