/**
 * A stand-in for the SMSC gateway (docs/deploy.md "Mail and SMS"): a real HTTP server in the
 * test process answering `POST /sys/send.php` as SMSC's HTTP API documents it with `fmt=3` —
 * `{ "id": <id>, "cnt": <parts> }` when it takes the message, `{ "error": "…", "error_code": N }`
 * when it refuses (wrong login or password is code 2). `answer` decides what comes next.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmscRequest {
  readonly params: URLSearchParams;
}

export type SmscAnswer = { readonly kind: 'ok' } | { readonly kind: 'error'; readonly code: number } | { readonly kind: 'http'; readonly status: number };

export interface SmscStandIn {
  /** http://127.0.0.1:<port>/sys/send.php */
  readonly url: string;
  readonly login: string;
  readonly password: string;
  /** Every request, in order. */
  readonly requests: SmscRequest[];
  /** What the next requests get (default ok). */
  answer: SmscAnswer;
  close(): Promise<void>;
}

const errors: Readonly<Record<number, string>> = {
  2: 'authorise error',
  3: 'no money',
  7: 'invalid number',
};

export async function startSmscStandIn(): Promise<SmscStandIn> {
  const requests: SmscRequest[] = [];
  const state: { answer: SmscAnswer } = { answer: { kind: 'ok' } };
  const login = 'rubezh';
  const password = 'smsc-secret';
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const params = new URLSearchParams(body);
      requests.push({ params });
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || request.url !== '/sys/send.php') return reply(404, {});
      if (params.get('login') !== login || params.get('psw') !== password) return reply(200, { error: errors[2], error_code: 2 });
      const { answer } = state;
      if (answer.kind === 'http') return reply(answer.status, {});
      if (answer.kind === 'error') return reply(200, { error: errors[answer.code] ?? 'error', error_code: answer.code, id: Number(params.get('id')) });
      return reply(200, { id: Number(params.get('id')), cnt: 1 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sys/send.php`,
    login,
    password,
    requests,
    get answer() {
      return state.answer;
    },
    set answer(value) {
      state.answer = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
