/**
 * SMS through the SMSC gateway's HTTP API, against a stand-in that speaks it (smsc-stand-in.ts):
 * the sign-in code reaches the gateway with the account's credentials, the sender, the number and
 * the outbox row as SMSC's message id; an error answer is a failure — retried after the backoff
 * (15 s, 30 s, pinned 1 ms early) up to the last of 4 attempts, then kept as failed and logged,
 * never marked sent; an error no retry can mend (a malformed number) fails at once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveDeps } from '../../../server/app.ts';
import { jobWorkerFor } from '../../../server/jobs/job-worker-for.ts';
import type { JobWorker } from '../../../server/jobs/job-worker.ts';
import type { OutboxSettings } from '../../../server/outbox/outbox-settings.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { startSmscStandIn, type SmscStandIn } from './smsc-stand-in.ts';

const PHONE = '+7 (912) 345-67-89';
const DIGITS = '79123456789';
let smsc: SmscStandIn;
let server: TestServer;
let worker: JobWorker;
const lines: string[] = [];

beforeAll(async () => {
  smsc = await startSmscStandIn();
  const outbox: OutboxSettings = {
    organiser: 'Рубеж',
    mail: { transport: 'log' },
    sms: { transport: 'smsc', url: smsc.url, credentials: { login: smsc.login, password: smsc.password }, sender: 'Rubezh' },
  };
  server = await startTestServer({ outbox });
  const deps = resolveDeps({ db: server.db, clock: server.clock, mode: 'test', outbox, log: (line) => lines.push(line) });
  worker = jobWorkerFor(deps, { pollMs: 1_000, leaseMs: 60_000 });
});
afterAll(async () => {
  await server?.close();
  await smsc?.close();
});
beforeEach(async () => {
  await server.reset();
  smsc.requests.length = 0;
  smsc.answer = { kind: 'ok' };
  lines.length = 0;
});
afterEach(() => vi.useRealTimers());

const askCode = async (headers: Record<string, string> = {}) => {
  const answer = await server.api('POST', '/api/user/code', { body: { phone: PHONE, registration: true }, headers });
  expect(answer.status, answer.message).toBe(200);
};
const smsJob = async () => {
  const [job] = await server.db.query<{ status: string; attempts: number; last_error: string | null }>("SELECT * FROM job WHERE kind = 'sms'");
  return job;
};

describe('SMS through SMSC', () => {
  it('sends the sign-in code with the account, the sender and the outbox id, and marks it sent', async () => {
    await askCode();
    expect(smsc.requests).toHaveLength(0);
    await worker.runDue();
    const [sms] = await server.outbox(DIGITS);
    expect(smsc.requests).toHaveLength(1);
    const params = smsc.requests[0]?.params;
    expect(Object.fromEntries(params ?? [])).toEqual({
      login: smsc.login,
      psw: smsc.password,
      phones: `+${DIGITS}`,
      mes: `Код Рубеж: ${sms?.code ?? ''}. Никому его не сообщайте.`,
      id: String(sms?.id),
      fmt: '3',
      charset: 'utf-8',
      sender: 'Rubezh',
    });
    expect(sms?.sent).not.toBeNull();
    expect(await smsJob()).toMatchObject({ status: 'done', attempts: 1 });
    // the code it carried signs in
    const signedIn = await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: sms?.code } });
    expect(signedIn.status, signedIn.message).toBe(200);
  });

  it('writes the code in the visitor’s language', async () => {
    await askCode({ 'accept-language': 'en' });
    await worker.runDue();
    expect(smsc.requests[0]?.params.get('mes')).toMatch(/^Рубеж code: \d{4}\. Do not tell it to anyone\.$/);
  });

  it('retries an error answer after the backoff, then keeps the SMS as failed and logs it', async () => {
    // the test clock runs on Date.now(): stand it still, so "1 ms before the backoff" is exact
    vi.useFakeTimers({ toFake: ['Date'] });
    smsc.answer = { kind: 'error', code: 3 };
    await askCode();
    await worker.runDue();
    expect(await smsJob()).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMSC error 3: no money' });
    for (const wait of [15_000, 30_000, 60_000]) {
      server.clock.advance(wait - 1);
      expect(await worker.runDue()).toBe(0);
      server.clock.advance(1);
      expect(await worker.runDue()).toBe(1);
    }
    expect(smsc.requests).toHaveLength(4);
    expect(await smsJob()).toMatchObject({ status: 'failed', attempts: 4, last_error: 'SMSC error 3: no money' });
    expect((await server.outbox(DIGITS))[0]?.sent).toBeNull();
    expect(lines.at(-1)).toMatch(/^jobs: sms job \d+ failed after 4 attempt\(s\), kept as failed: SMSC error 3: no money$/);
    server.clock.advance(3_600_000);
    expect(await worker.runDue()).toBe(0);
  });

  it('takes an HTTP error as a failure, and a malformed number (error 7) as final at once', async () => {
    smsc.answer = { kind: 'http', status: 502 };
    await askCode();
    await worker.runDue();
    expect(await smsJob()).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMSC answered HTTP 502' });
    smsc.answer = { kind: 'error', code: 7 };
    server.clock.advance(15_000);
    await worker.runDue();
    expect(await smsJob()).toMatchObject({ status: 'failed', attempts: 2, last_error: 'SMSC error 7: invalid number' });
  });
});
