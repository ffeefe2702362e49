/**
 * A small reverse proxy in the test process, doing what the guide's nginx site does
 * (deploy/nginx-racekit.conf: `proxy_next_upstream error timeout http_502 http_503 http_504`,
 * no upstream keep-alive): requests go round the upstreams in turn, each on a new connection; a
 * request is tried on the next upstream
 *
 * - for any method when the connection could not be made (refused: the process is stopping or
 *   starting; nothing was sent, so nothing was done);
 * - after any other failure (a cut connection, 502/503/504) only for a method that is idempotent
 *   (GET, HEAD, OPTIONS, PUT, DELETE) — nginx's rule without `non_idempotent` — or for the
 *   payment (keyed: a replay answers the same order) and the provider's payment notifications,
 *   idempotent by design (the guide's nginx site gives their location `non_idempotent`).
 *
 * Written here rather than taken from a package: a retry must resend a body already read, which
 * http-proxy and its forks leave to the caller; this is that caller and nothing more.
 */
import { request as httpRequest, createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RetryingProxy {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Requests tried again on another upstream, by reason. */
  readonly retried: { refused: number; other: number };
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** POSTs safe to send twice: the payment (idempotency key) and its signed notifications (deploy/nginx-racekit.conf gives their location `non_idempotent`). */
const REPLAYABLE = /^\/api\/payment(\/notify|\/robokassa\/result)?$/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

type Outcome = { ok: true; answer: Answer } | { ok: false; refused: boolean; error: string };

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

function forward(port: number, method: string, path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) outgoing[name] = value;
    outgoing['content-length'] = String(body.length);
    outgoing['connection'] = 'close';
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers: outgoing, agent: false }, (response) => {
      readAll(response).then(
        (content) => resolve({ ok: true, answer: { status: response.statusCode ?? 502, headers: response.headers, body: content } }),
        (error: unknown) => resolve({ ok: false, refused: false, error: String(error) }),
      );
    });
    sent.once('error', (error: NodeJS.ErrnoException) => resolve({ ok: false, refused: error.code === 'ECONNREFUSED', error: `${error.code ?? ''} ${error.message}` }));
    sent.end(body);
  });
}

/** Starts the proxy in front of the upstreams on 127.0.0.1 `ports` (read per request: a caller may change them). */
export async function startRetryingProxy(ports: readonly number[]): Promise<RetryingProxy> {
  let next = 0;
  const retried = { refused: 0, other: 0 };
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const body = await readAll(incoming);
      const method = incoming.method ?? 'GET';
      const first = next;
      next = (next + 1) % ports.length;
      let last: Outcome = { ok: false, refused: false, error: 'no upstream' };
      for (let tried = 0; tried < ports.length; tried += 1) {
        const port = ports[(first + tried) % ports.length];
        if (port === undefined) break;
        last = await forward(port, method, incoming.url ?? '/', incoming.headers, body);
        const failed = !last.ok || [502, 503, 504].includes(last.answer.status);
        if (!failed) break;
        const refused = !last.ok && last.refused;
        if (!refused && !IDEMPOTENT.has(method) && !REPLAYABLE.test(incoming.url ?? '')) break;
        if (tried < ports.length - 1) retried[refused ? 'refused' : 'other'] += 1;
      }
      if (last.ok) {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(last.answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        outgoing.writeHead(last.answer.status, headers).end(last.answer.body);
      } else {
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${last.error}`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    retried,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
