/**
 * The limits of issue 19 §3 on a real PostgreSQL, where requests race, through two server
 * instances: this process's own server and a second operating-system process
 * (server-process.ts) on the same database, both behind a trusted proxy (TRUST_PROXY=1), so
 * each test speaks from its own client address in X-Forwarded-For. Every race sends its
 * parallel requests alternately to both instances.
 *
 * - the limiter itself: 20 parallel takes of a limit of 1 from two pools → exactly one;
 * - 20 parallel code requests for one phone → exactly one SMS; 20 for one e-mail's reset → one mail;
 * - one address: 40 SMS requests to 40 phones → 30 sent; 40 reset requests → 30 answered;
 *   40 wrong passwords over 40 e-mails → 20 checked, 20 refused;
 * - one phone: 20 parallel wrong codes → 10 checked (the code dies at its fifth), 10 refused;
 * - one account: 20 parallel wrong current passwords in the settings → 4 refusals, then the
 *   account's lock for everyone, sign-in included;
 * - one sign-in link used 20 times at once → one session; 20 links asked at once → 10;
 * - 30 parallel uploads of one user → 20 stored; of one guest address → 20 stored;
 * - the orphan sweep racing an upload's attachment, ten times: the file is either attached and
 *   kept or deleted and refused, never attached and gone.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../../server/app.ts';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { directConnection } from '../../../server/limits/limits-settings.ts';
import { defineLimit, takeLimit } from '../../../server/limits/rate-limit.ts';
import { listen, type Listening } from '../../../server/listen.ts';
import { sweepOrphanUploads } from '../../../server/personal/uploads.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';

let cluster: PgCluster;
let db: Database;
let second: Database;
let own: Listening;
let other: ServerProcess;

beforeAll(async () => {
  cluster = await startPgCluster();
  const url = await cluster.createDatabase('limits_race');
  // the second process migrates and seeds the database as any start does
  other = await startServerProcess({ NODE_ENV: 'test', DATABASE_URL: url, TRUST_PROXY: '1' });
  db = await openDatabase({ databaseUrl: url });
  second = await openDatabase({ databaseUrl: url });
  own = await listen(createApp({ db, mode: 'test', log: () => undefined, limits: { ...directConnection, trustProxy: 1 } }), '127.0.0.1', 0);
}, 120_000);
afterAll(async () => {
  await own?.close();
  await other?.stop();
  await db?.close();
  await second?.close();
  await cluster?.stop();
});

const MESSAGE = {
  resendTooSoon: /^Повторно отправить код можно через \d+ с$/,
  smsPerAddress: /^Слишком много запросов кода с вашего адреса/,
  mailPerAddress: /^Слишком много писем запрошено с вашего адреса/,
  signInPerAddress: /^Слишком много неудачных попыток входа с вашего адреса/,
  codeChecksPerPhone: /^Слишком много попыток ввода кода для этого номера/,
  loginLocked: /^Слишком много неудачных попыток входа\. Попробуйте через 15 мин\.$/,
  uploads: /^Слишком много загруженных файлов/,
} as const;

let addresses = 0;
/** A client address of its own for each use: 198.18.0.x (a benchmarking range). */
const freshAddress = () => `198.18.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly message: string;
}

/** A request to instance `which` (0: this process, 1: the other process) from client `ip`. */
async function call(which: number, ip: string, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<Answer> {
  const base = which % 2 === 0 ? own.url : other.url;
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  const response = await fetch(base + path, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const parsed: unknown = text === '' ? {} : JSON.parse(text);
  const body = typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
  return { status: response.status, body, message: typeof body['message'] === 'string' ? body['message'] : '' };
}

/** `count` requests at once, alternately to both instances. */
const race = (count: number, send: (which: number, index: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index % 2, index)));

function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

async function rows(sql: string, params: readonly unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) AS counted`, params);
  return row?.n ?? 0;
}

let people = 0;
/** A confirmed account (registered and confirmed through the API from its own address). */
async function account(): Promise<{ email: string; token: string }> {
  const email = `racer-${(people += 1)}@limits.test`;
  const ip = freshAddress();
  expect((await call(0, ip, 'POST', '/api/user', { body: { email, password: 'Passw0rd' } })).status).toBe(200);
  const [mail] = await db.query<{ code: string }>("SELECT code FROM outbox_message WHERE recipient = $1 AND channel = 'mail' ORDER BY id DESC LIMIT 1", [email]);
  const confirmed = await call(1, ip, 'POST', '/api/user/verify/email', { body: { code: mail?.code } });
  expect(confirmed.status, confirmed.message).toBe(200);
  // The confirmation answers a /token link; agreeing on its page spends it for a session.
  const secret = decodeURIComponent(String(confirmed.body['link']).split('/token/')[1] ?? '');
  const session = await call(0, ip, 'PUT', '/api/auth/link', { body: { token: secret } });
  expect(session.status, session.message).toBe(200);
  return { email, token: String(session.body['token']) };
}

let phones = 0;
const freshPhone = () => `+7 (912) 5${String((phones += 1)).padStart(2, '0')}-00-00`;

describe('the limiter', () => {
  test('20 parallel takes of a limit of 1 from two pools: exactly one, every round', async () => {
    const one = defineLimit('race-one', 1, 60_000);
    const now = new Date();
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => takeLimit(index % 2 === 0 ? db : second, one, `round-${round}`, now)));
      expect(answers.filter((answer) => answer.taken)).toHaveLength(1);
    }
  });
});

describe('codes', () => {
  test('20 parallel code requests for one phone send exactly one SMS', async () => {
    const phone = freshPhone();
    const ip = freshAddress();
    const answers = await race(20, (which) => call(which, ip, 'POST', '/api/user/code', { body: { phone, registration: true } }));
    expect(tally(answers)).toEqual({ 200: 1, 429: 19 });
    expect(answers.filter((answer) => answer.status === 429).every((answer) => MESSAGE.resendTooSoon.test(answer.message))).toBe(true);
    expect(await rows("SELECT 1 FROM outbox_message WHERE channel = 'sms' AND recipient = $1", [phone.replace(/\D/g, '')])).toBe(1);
  });

  test('20 parallel reset requests for one e-mail send exactly one mail', async () => {
    const { email } = await account();
    const ip = freshAddress();
    const answers = await race(20, (which) => call(which, ip, 'POST', '/api/auth/resetpassword', { body: { email } }));
    expect(tally(answers)).toEqual({ 200: 1, 429: 19 });
    expect(await rows("SELECT 1 FROM outbox_message WHERE recipient = $1 AND subject = 'Восстановление пароля'", [email])).toBe(1);
  });

  test('one address asking codes for 40 phones at once gets 30 SMS sent, then 429', async () => {
    const ip = freshAddress();
    const sent = Array.from({ length: 40 }, () => freshPhone());
    const answers = await race(40, (which, index) => call(which, ip, 'POST', '/api/user/code', { body: { phone: sent[index], registration: true } }));
    expect(tally(answers)).toEqual({ 200: 30, 429: 10 });
    expect(answers.filter((answer) => answer.status === 429).every((answer) => MESSAGE.smsPerAddress.test(answer.message))).toBe(true);
    expect(await rows("SELECT 1 FROM outbox_message WHERE channel = 'sms' AND recipient = ANY ($1::text[])", [sent.map((phone) => phone.replace(/\D/g, ''))])).toBe(30);
    // another address is not limited by this one
    expect((await call(1, freshAddress(), 'POST', '/api/user/code', { body: { phone: freshPhone(), registration: true } })).status).toBe(200);
  });

  test('one address asking resets for 40 e-mails at once gets 30 answers, known or not, then 429', async () => {
    const ip = freshAddress();
    const answers = await race(40, (which, index) => call(which, ip, 'POST', '/api/auth/resetpassword', { body: { email: `ghost-${index}@limits.test` } }));
    expect(tally(answers)).toEqual({ 200: 30, 429: 10 });
    expect(answers.filter((answer) => answer.status === 429).every((answer) => MESSAGE.mailPerAddress.test(answer.message))).toBe(true);
    // unknown addresses get no mail
    expect(await rows("SELECT 1 FROM outbox_message WHERE recipient LIKE 'ghost-%'")).toBe(0);
  });

  test('20 parallel wrong codes for one phone: 10 are checked (the code dies at its fifth), 10 refused for the phone', async () => {
    const phone = freshPhone();
    expect((await call(0, freshAddress(), 'POST', '/api/user/code', { body: { phone, registration: true } })).status).toBe(200);
    const [sms] = await db.query<{ code: string }>("SELECT code FROM outbox_message WHERE channel = 'sms' AND recipient = $1", [phone.replace(/\D/g, '')]);
    const wrong = String((Number(sms?.code) + 1) % 10_000).padStart(4, '0');
    const ip = freshAddress();
    const answers = await race(20, (which) => call(which, ip, 'POST', '/api/user/phone', { body: { phone, phone_code: wrong } }));
    const messages = answers.map((answer) => answer.message);
    expect(tally(answers)).toEqual({ 400: 10, 429: 10 });
    expect(messages.filter((message) => message === 'Неверный код')).toHaveLength(4);
    expect(messages.filter((message) => message === 'Превышено число попыток ввода кода. Запросите новый код')).toHaveLength(1);
    expect(messages.filter((message) => message === 'Сначала запросите код')).toHaveLength(5);
    expect(messages.filter((message) => MESSAGE.codeChecksPerPhone.test(message))).toHaveLength(10);
    // the phone stays refused from any address, the right code too
    const later = await call(1, freshAddress(), 'PUT', '/api/auth/phone', { body: { phone, phone_code: sms?.code } });
    expect(later.status).toBe(429);
  });
});

describe('sign-in', () => {
  test('one address trying 40 wrong passwords over 40 e-mails at once: 20 are checked, 20 refused', async () => {
    const ip = freshAddress();
    const answers = await race(40, (which, index) => call(which, ip, 'PUT', '/api/auth', { body: { email: `spray-${index}@limits.test`, password: 'Guess1' } }));
    expect(tally(answers)).toEqual({ 400: 20, 429: 20 });
    expect(answers.filter((answer) => answer.status === 429).every((answer) => MESSAGE.signInPerAddress.test(answer.message))).toBe(true);
    // a real account from another address signs in
    const { email } = await account();
    expect((await call(1, freshAddress(), 'PUT', '/api/auth', { body: { email, password: 'Passw0rd' } })).status).toBe(200);
  });

  test('20 parallel wrong current passwords in the settings: 4 refusals, then the account is locked, sign-in included', async () => {
    const { email, token } = await account();
    const ip = freshAddress();
    const answers = await race(20, (which) =>
      call(which, ip, 'PUT', '/api/user/password', { token, body: { old_password: 'Wrong1', new_password: 'N3wSecret' } }),
    );
    expect(tally(answers)).toEqual({ 400: 4, 429: 16 });
    expect(answers.filter((answer) => answer.status === 400).every((answer) => answer.message === 'Неверный текущий пароль')).toBe(true);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => MESSAGE.loginLocked.test(answer.message))).toBe(true);
    const signIn = await call(1, freshAddress(), 'PUT', '/api/auth', { body: { email, password: 'Passw0rd' } });
    expect([signIn.status, signIn.message]).toEqual([429, 'Слишком много неудачных попыток входа. Попробуйте через 15 мин.']);
  });

  test('one sign-in link used 20 times at once opens exactly one session', async () => {
    const { token } = await account();
    const made = await call(0, freshAddress(), 'POST', '/api/auth/link', { token });
    expect(made.status).toBe(200);
    const secret = String(made.body['link']).split('/token/')[1] ?? '';
    const ip = freshAddress();
    // Accounts come signed in through a link too (their confirmation's /token link).
    const before = await rows("SELECT 1 FROM auth_session WHERE method = 'link'");
    const answers = await race(20, (which) => call(which, ip, 'PUT', '/api/auth/link', { body: { token: secret } }));
    expect(tally(answers)).toEqual({ 200: 1, 400: 19 });
    expect(await rows("SELECT 1 FROM auth_session WHERE method = 'link'")).toBe(before + 1);
  });

  test('one user asking 20 sign-in links at once gets 10', async () => {
    const { token } = await account();
    const answers = await race(20, (which) => call(which, freshAddress(), 'POST', '/api/auth/link', { token }));
    expect(tally(answers)).toEqual({ 200: 10, 429: 10 });
  });
});

describe('uploads', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
  const upload = (which: number, ip: string, token?: string) =>
    call(which, ip, 'POST', '/api/files/upload', { body: { name: 'proof.png', type: 'image/png', data: png }, ...(token === undefined ? {} : { token }) });

  test('30 parallel uploads of one user store 20; 30 of one guest address store 20', async () => {
    const { token } = await account();
    const mine = await race(30, (which) => upload(which, freshAddress(), token));
    expect(tally(mine)).toEqual({ 200: 20, 429: 10 });
    expect(mine.filter((answer) => answer.status === 429).every((answer) => MESSAGE.uploads.test(answer.message))).toBe(true);
    const ip = freshAddress();
    const guest = await race(30, (which) => upload(which, ip));
    expect(tally(guest)).toEqual({ 200: 20, 429: 10 });
  });

  test('the orphan sweep racing an attachment, ten times: attached and kept, or swept and refused', async () => {
    const { token } = await account();
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      const uploaded = await upload(0, freshAddress(), token);
      const file = String(uploaded.body['public_id']);
      // uploaded two days ago and never attached: the sweep may take it
      await db.query("UPDATE uploaded_file SET created_at = now() - interval '2 days' WHERE public_id = $1", [file]);
      const [attached, swept] = await Promise.all([
        call(round % 2, freshAddress(), 'POST', '/api/user/competition', {
          token,
          body: { competition_type: 'ct-run-5', title: 'Пятёрка', date: '2024-05-01', result: '00:24:10', file },
        }),
        sweepOrphanUploads(round % 2 === 0 ? second : db, new Date()),
      ]);
      const kept = await rows('SELECT 1 FROM uploaded_file WHERE public_id = $1', [file]);
      const results = await rows('SELECT 1 FROM competition_result WHERE file = $1', [file]);
      if (attached.status === 200) {
        expect([swept, kept, results]).toEqual([0, 1, 1]);
        outcomes.push('attached');
      } else {
        expect([attached.status, attached.message, swept, kept, results]).toEqual([400, 'Загрузите файл', 1, 0, 0]);
        outcomes.push('swept');
      }
    }
    expect(outcomes).toHaveLength(10);
  });
});
