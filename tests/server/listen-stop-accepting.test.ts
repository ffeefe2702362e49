/**
 * Stopping to accept (server/listen.ts, the graceful shutdown's second step) must not cut a
 * connection the proxy has opened and is sending a request on: its request is answered, with
 * `Connection: close`. A POST cut that way would not be retried by nginx (its rule for methods
 * that are not idempotent), and a purchase would fail in a rolling restart. A new connection
 * after it is refused, which the proxy retries for any method.
 */
import { Hono } from 'hono';
import { connect, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import type { ApiEnv } from '../../server/http/api-env.ts';
import { listen, type Listening } from '../../server/listen.ts';

let running: Listening | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

function app(): Hono<ApiEnv> {
  return new Hono<ApiEnv>().post('/echo', async (c) => c.text(`got ${await c.req.text()}`)).get('/ping', (c) => c.text('pong'));
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends on `socket` until it closes it (an error counts as a close). */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.once('close', () => resolve(text));
    socket.once('error', () => undefined);
  });
}

function request(socket: Socket, method: string, path: string, body = ''): void {
  socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

it('a connection accepted before the listener closed, its request sent after, is answered with Connection: close', async () => {
  const server = await listen(app(), '127.0.0.1', 0);
  running = server;
  const waiting = await open(server.port);
  const answer = untilClosed(waiting);
  // Connections are accepted in the order they came: once a later one is answered, the
  // waiting one has been accepted by the server too.
  const later = await open(server.port);
  const pong = untilClosed(later);
  request(later, 'GET', '/ping');
  await expect.poll(() => later.bytesRead).toBeGreaterThan(0);

  server.stopAccepting();
  request(waiting, 'POST', '/echo', 'order 7');
  const text = await answer;
  expect(text).toMatch(/^HTTP\/1\.1 200/);
  expect(text.toLowerCase()).toContain('connection: close');
  expect(text).toContain('got order 7');
  // the kept-alive, idle connection that had its answer is closed
  expect(await pong).toContain('pong');
  await expect(server.finishInFlight(5_000)).resolves.toBe(true);
});

it('a new connection after stopAccepting is refused', async () => {
  const server = await listen(app(), '127.0.0.1', 0);
  running = server;
  server.stopAccepting();
  await expect(open(server.port)).rejects.toThrow(/ECONNREFUSED/);
});
