/**
 * No account oracle (issue 28 §3): registration, the confirmation resend, the SMS sign-in code
 * request and the password lockout answer the same for an address or phone that has an account
 * and one that has none. Each pair is probed 40 times, alternately, each side from its own
 * client address on a frozen clock: the statuses, the bodies (the echoed address aside), the
 * Retry-After of each refusal and the timing class (the median answer time within a factor of 3)
 * agree. The probes meet the per-target limits (one send a minute, five wrong passwords lock for
 * 15 minutes), known or not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, registerByPhone, registerConfirmed } from './account-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const HOUR = 60 * 60_000;
const PROBES = 40;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    // Per-address figures out of the way: each side speaks from its own address anyway.
    limits: { trustProxy: 1, proxyHeader: 'x-forwarded-for', perAddress: { smsPerHour: 1000, mailPerHour: 1000, signInFailuresPer15Minutes: 1000 } },
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Probe {
  readonly status: number;
  readonly body: string;
  readonly retryAfter: string | null;
  readonly ms: number;
}

let addresses = 0;
const freshAddress = () => `198.51.100.${(addresses = (addresses % 250) + 1)}`;

/** One request from client address `ip`, its body with `target` written as «target». */
async function probe(ip: string, method: string, path: string, body: unknown, target: string): Promise<Probe> {
  const started = performance.now();
  const answer = await server.api(method, path, { body, headers: { 'x-forwarded-for': ip } });
  const ms = performance.now() - started;
  return { status: answer.status, body: JSON.stringify(answer.body).split(target).join('«target»'), retryAfter: answer.headers.get('retry-after'), ms };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Probes each of `targets` {@link PROBES} times, alternately, each from its own address, with
 * `request` making the call for a target; expects every sequence to match the first and answers it.
 */
async function probeAlike(targets: readonly string[], request: (target: string) => { method: string; path: string; body: unknown }): Promise<Probe[]> {
  server.clock.freeze();
  const ips = targets.map(() => freshAddress());
  const runs: Probe[][] = targets.map(() => []);
  for (let round = 0; round < PROBES; round += 1) {
    for (const [index, target] of targets.entries()) {
      const { method, path, body } = request(target);
      runs[index]?.push(await probe(ips[index] ?? '', method, path, body, target));
    }
  }
  const [first, ...others] = runs;
  if (first === undefined) throw new Error('no target');
  const shape = (run: Probe[]) => run.map(({ status, body, retryAfter }) => ({ status, body, retryAfter }));
  for (const [index, run] of others.entries()) {
    expect(shape(run), `${targets[index + 1] ?? ''} against ${targets[0] ?? ''}`).toEqual(shape(first));
    const [fast, slow] = [median(first.map((p) => p.ms)), median(run.map((p) => p.ms))].sort((a, b) => a - b);
    expect(Math.max(slow ?? 0, 5) / Math.max(fast ?? 0, 5), `timing class of ${targets[index + 1] ?? ''}`).toBeLessThan(3);
  }
  return first;
}

/** The statuses of a sequence, run-length: [[200, 1], [429, 39]]. */
function statusRuns(run: readonly Probe[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const { status } of run) {
    const last = runs.at(-1);
    if (last !== undefined && last[0] === status) last[1] += 1;
    else runs.push([status, 1]);
  }
  return runs;
}

describe('known and unknown answer alike, 40 probes each', () => {
  it('registration: "check your mail" either way, then the same per-address limit', async () => {
    await registerConfirmed(server, 'known@example.com');
    server.clock.advance(2 * HOUR);
    const run = await probeAlike(['known@example.com', 'unknown@example.com'], (email) => ({ method: 'POST', path: '/api/user', body: { email, password: PASSWORD } }));
    expect(statusRuns(run)).toEqual([[200, 1], [429, PROBES - 1]]);
    expect(run[0]?.body).toBe(JSON.stringify({ message: 'Мы отправили письмо на «target». Перейдите по ссылке из него, чтобы продолжить' }));
    expect(run[1]?.retryAfter).toBe('60');
  });

  it('the confirmation resend: one answer for an unconfirmed, a confirmed and an unknown address', async () => {
    await registerConfirmed(server, 'confirmed@example.com');
    expect((await server.api('POST', '/api/user', { body: { email: 'waiting@example.com', password: PASSWORD } })).status).toBe(200);
    server.clock.advance(2 * HOUR);
    const run = await probeAlike(['waiting@example.com', 'confirmed@example.com', 'unknown@example.com'], (email) => ({
      method: 'POST',
      path: '/api/user/confirm/email',
      body: { email },
    }));
    expect(statusRuns(run)).toEqual([[200, 1], [429, PROBES - 1]]);
    expect(run[0]?.body).toBe(JSON.stringify({ message: 'Если почта «target» ждет подтверждения, мы отправили на нее новую ссылку' }));
  });

  it('the SMS sign-in code: the same answer for a phone with an account and one without', async () => {
    await registerByPhone(server, '+79123450001');
    server.clock.advance(2 * HOUR);
    const run = await probeAlike(['79123450001', '79123450002'], (phone) => ({ method: 'POST', path: '/api/user/code', body: { phone, registration: false } }));
    expect(statusRuns(run)).toEqual([[200, 1], [429, PROBES - 1]]);
    expect(run[0]?.body).toBe(JSON.stringify({ message: 'Если этот телефон указан в аккаунте, мы отправили на него код' }));
  });

  it('the lockout: an unknown e-mail locks after five wrong passwords as a known one does', async () => {
    await registerConfirmed(server, 'locked@example.com');
    const run = await probeAlike(['locked@example.com', 'unknown@example.com'], (email) => ({ method: 'PUT', path: '/api/auth', body: { email, password: 'Wrong1pass' } }));
    expect(statusRuns(run)).toEqual([[400, 4], [429, PROBES - 4]]);
    expect(run[4]?.retryAfter).toBe('900');
  });
});
