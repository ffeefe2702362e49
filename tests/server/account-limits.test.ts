/**
 * The limits of the account calls, sign-in links and uploads, one request after another on the
 * embedded database with a clock the test moves (every window pinned a millisecond before it
 * ends). Per-address figures are lowered (3) so a test reaches them in a few requests; each
 * test speaks from its own client addresses (TRUST_PROXY=1, X-Forwarded-For). The races, on
 * PostgreSQL through two server processes, are tests/server/postgres/limits-postgres.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepOrphanUploads } from '../../server/personal/uploads.ts';
import { confirmAndSignIn, sessionOf } from './account-steps.ts';
import { formats, paymentBody, seedShop, ticketLine } from './support-shop.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PASSWORD = 'Passw0rd';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    seed: (db) => seedShop(db, new Date()),
    limits: { trustProxy: 1, proxyHeader: 'x-forwarded-for', perAddress: { smsPerHour: 3, mailPerHour: 3, signInFailuresPer15Minutes: 3 } },
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  server.clock.freeze();
});

let addresses = 0;
const freshAddress = () => `203.0.113.${(addresses = (addresses % 250) + 1)}`;

/** A request from client address `ip`. */
const from = (ip: string, method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer> =>
  server.api(method, path, { headers: { 'x-forwarded-for': ip }, ...(body === undefined ? {} : { body }), ...(token === undefined ? {} : { token }) });

let people = 0;
/** A confirmed account, registered from an address of its own. */
async function account(): Promise<{ email: string; token: string; userId: string }> {
  const email = `limited-${(people += 1)}@example.com`;
  const ip = freshAddress();
  expect((await from(ip, 'POST', '/api/user', { email, password: PASSWORD })).status).toBe(200);
  return { email, ...(await confirmAndSignIn(server, await server.lastCode(email), { 'x-forwarded-for': ip })) };
}

let phones = 0;
const freshPhone = () => `+7 (912) 7${String((phones += 1) % 100).padStart(2, '0')}-00-00`;

describe('codes sent per client address', () => {
  it('sends 3 SMS an hour from one address to any phones, then 429 until the oldest is an hour old', async () => {
    const ip = freshAddress();
    for (let send = 1; send <= 3; send += 1) {
      expect((await from(ip, 'POST', '/api/user/code', { phone: freshPhone(), registration: true })).status, `send ${send}`).toBe(200);
      server.clock.advance(MINUTE);
    }
    const refused = await from(ip, 'POST', '/api/user/code', { phone: freshPhone(), registration: true });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: 'Слишком много запросов кода с вашего адреса. Попробуйте через 57 мин.',
      message_key: 'limits.smsPerAddress',
      retry_after: 57 * 60,
    });
    expect(refused.headers.get('retry-after')).toBe(String(57 * 60));
    // another address still may
    expect((await from(freshAddress(), 'POST', '/api/user/code', { phone: freshPhone(), registration: true })).status).toBe(200);
    server.clock.advance(57 * MINUTE - 1);
    expect((await from(ip, 'POST', '/api/user/code', { phone: freshPhone(), registration: true })).status).toBe(429);
    server.clock.advance(1);
    expect((await from(ip, 'POST', '/api/user/code', { phone: freshPhone(), registration: true })).status).toBe(200);
  });

  it('counts mails per address over registration, resends and resets, known e-mails or not', async () => {
    const ip = freshAddress();
    expect((await from(ip, 'POST', '/api/user', { email: 'one@example.com', password: PASSWORD })).status).toBe(200);
    expect((await from(ip, 'POST', '/api/auth/resetpassword', { email: 'nobody@example.com' })).status).toBe(200);
    expect((await from(ip, 'POST', '/api/auth/resetpassword', { email: 'nobody-else@example.com' })).status).toBe(200);
    const refused = await from(ip, 'POST', '/api/user', { email: 'two@example.com', password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.message).toBe('Слишком много писем запрошено с вашего адреса. Попробуйте через 60 мин.');
    // the refused registration left nothing behind
    expect(await server.db.query("SELECT 1 FROM app_user WHERE email = 'two@example.com'")).toEqual([]);
  });
});

describe('asked again too soon', () => {
  it('a mail names its link, an SMS its code (issue 29 item 25)', async () => {
    const ip = freshAddress();
    const email = 'resend-link@example.com';
    expect((await from(ip, 'POST', '/api/user', { email, password: PASSWORD })).status).toBe(200);
    const mail = await from(ip, 'POST', '/api/user/confirm/email', { email });
    expect([mail.status, mail.message]).toEqual([429, 'Повторно отправить ссылку можно через 60 с']);
    const phone = freshPhone();
    expect((await from(freshAddress(), 'POST', '/api/user/code', { phone, registration: true })).status).toBe(200);
    const sms = await from(freshAddress(), 'POST', '/api/user/code', { phone, registration: true });
    expect([sms.status, sms.message]).toEqual([429, 'Повторно отправить код можно через 60 с']);
  });
});

describe('failed sign-ins per client address', () => {
  it('refuses a fourth failure over any accounts, even the right password, for 15 minutes', async () => {
    const { email } = await account();
    const ip = freshAddress();
    for (const target of ['a@example.com', 'b@example.com', email]) {
      expect((await from(ip, 'PUT', '/api/auth', { email: target, password: 'Guess1' })).status).toBe(400);
    }
    const refused = await from(ip, 'PUT', '/api/auth', { email, password: PASSWORD });
    expect([refused.status, refused.message]).toEqual([429, 'Слишком много неудачных попыток входа с вашего адреса. Попробуйте через 15 мин.']);
    expect((await from(freshAddress(), 'PUT', '/api/auth', { email, password: PASSWORD })).status).toBe(200);
    server.clock.advance(15 * MINUTE - 1);
    expect((await from(ip, 'PUT', '/api/auth', { email, password: PASSWORD })).status).toBe(429);
    server.clock.advance(1);
    expect((await from(ip, 'PUT', '/api/auth', { email, password: PASSWORD })).status).toBe(200);
  });

  it('does not count a right password, an unconfirmed e-mail (418) or a used sign-in', async () => {
    const { email } = await account();
    const ip = freshAddress();
    expect((await from(ip, 'POST', '/api/user', { email: 'later@example.com', password: PASSWORD })).status).toBe(200);
    for (let round = 0; round < 5; round += 1) {
      expect((await from(ip, 'PUT', '/api/auth', { email, password: PASSWORD })).status).toBe(200);
      expect((await from(ip, 'PUT', '/api/auth', { email: 'later@example.com', password: PASSWORD })).status).toBe(418);
    }
    for (let failure = 1; failure <= 3; failure += 1) expect((await from(ip, 'PUT', '/api/auth', { email, password: 'Guess1' })).status).toBe(400);
  });

  it('counts wrong SMS codes and unknown sign-in links with the passwords', async () => {
    const ip = freshAddress();
    const phone = freshPhone();
    expect((await from(freshAddress(), 'POST', '/api/user/code', { phone, registration: true })).status).toBe(200);
    const code = await server.lastCode(phone.replace(/\D/g, ''));
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect((await from(ip, 'POST', '/api/user/phone', { phone, phone_code: wrong })).status).toBe(400);
    expect((await from(ip, 'PUT', '/api/auth/link', { token: 'no-such-link' })).status).toBe(400);
    expect((await from(ip, 'PUT', '/api/auth', { email: 'x@example.com', password: 'Guess1' })).status).toBe(400);
    expect((await from(ip, 'PUT', '/api/auth/link', { token: 'no-such-link' })).status).toBe(429);
  });
});

describe('wrong SMS codes per phone', () => {
  it('allows 10 wrong codes an hour over resent codes, then refuses even the right one', async () => {
    const phone = freshPhone();
    const digits = phone.replace(/\D/g, '');
    let code = '';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      if (attempt % 5 === 1) {
        // a new code every five attempts (the fifth wrong one spends a code)
        expect((await from(freshAddress(), 'POST', '/api/user/code', { phone, registration: true })).status).toBe(200);
        code = await server.lastCode(digits);
        server.clock.advance(MINUTE);
      }
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      expect((await from(freshAddress(), 'POST', '/api/user/phone', { phone, phone_code: wrong })).status, `attempt ${attempt}`).toBe(400);
    }
    expect((await from(freshAddress(), 'POST', '/api/user/code', { phone, registration: true })).status).toBe(200);
    code = await server.lastCode(digits);
    const refused = await from(freshAddress(), 'POST', '/api/user/phone', { phone, phone_code: code });
    // the first wrong code was a minute ago: it leaves the hour in 59 minutes
    expect([refused.status, refused.message]).toEqual([429, 'Слишком много попыток ввода кода для этого номера. Попробуйте через 59 мин.']);
    server.clock.advance(59 * MINUTE - 1);
    expect((await from(freshAddress(), 'POST', '/api/user/phone', { phone, phone_code: code })).status).toBe(429);
    server.clock.advance(1);
    expect((await from(freshAddress(), 'POST', '/api/user/code', { phone, registration: true })).status).toBe(200);
    code = await server.lastCode(digits);
    expect((await from(freshAddress(), 'POST', '/api/user/phone', { phone, phone_code: code })).status).toBe(200);
  });
});

describe('the current password in the settings', () => {
  it('counts like sign-in: the fifth wrong one locks the account for 15 minutes, sign-in included', async () => {
    const { email, token } = await account();
    const change = (old: string) => from(freshAddress(), 'PUT', '/api/user/password', { old_password: old, new_password: 'N3wSecret' }, token);
    // a failure of sign-in and of the settings count together
    expect((await from(freshAddress(), 'PUT', '/api/auth', { email, password: 'Guess1' })).status).toBe(400);
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      const wrong = await change('Guess1');
      expect([wrong.status, wrong.message]).toEqual([400, 'Неверный текущий пароль']);
    }
    const locked = await change('Guess1');
    expect([locked.status, locked.message]).toEqual([429, 'Слишком много неудачных попыток входа. Попробуйте через 15 мин.']);
    expect((await change(PASSWORD)).status).toBe(429);
    expect((await from(freshAddress(), 'PUT', '/api/auth', { email, password: PASSWORD })).status).toBe(429);
    server.clock.advance(15 * MINUTE - 1);
    expect((await change(PASSWORD)).status).toBe(429);
    server.clock.advance(1);
    expect((await change(PASSWORD)).status).toBe(200);
    expect((await from(freshAddress(), 'PUT', '/api/auth', { email, password: 'N3wSecret' })).status).toBe(200);
  });
});

describe('sign-in links', () => {
  const secretOf = (answer: ApiAnswer) => String((answer.body as { link: string }).link).split('/token/')[1] ?? '';

  it('signs into the account once, within 5 minutes, with a session of its own', async () => {
    const { token, userId } = await account();
    const made = await from(freshAddress(), 'POST', '/api/auth/link', undefined, token);
    expect(made.body).toEqual({ link: expect.stringMatching(new RegExp(`^${server.url}/token/[A-Za-z0-9_-]{43}$`)), expires_in: 300 });
    // only a hash is stored
    const [stored] = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM sign_in_link');
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toBe(secretOf(made));

    server.clock.advance(5 * MINUTE - 1);
    const used = await from(freshAddress(), 'PUT', '/api/auth/link', { token: secretOf(made) });
    expect(used.status).toBe(200);
    expect(sessionOf(used.body).userId).toBe(userId);
    expect(sessionOf(used.body).token).not.toBe(token);
    const history = await from(freshAddress(), 'POST', '/api/auth/history', {}, sessionOf(used.body).token);
    expect((history.body as { values: { method: string }[] }).values[0]?.method).toBe('link');

    const again = await from(freshAddress(), 'PUT', '/api/auth/link', { token: secretOf(made) });
    expect([again.status, again.message]).toEqual([400, 'Ссылка для входа недействительна или устарела']);
  });

  it('expires after 5 minutes, and a session token is no link', async () => {
    const { token } = await account();
    const made = await from(freshAddress(), 'POST', '/api/auth/link', undefined, token);
    server.clock.advance(5 * MINUTE);
    expect((await from(freshAddress(), 'PUT', '/api/auth/link', { token: secretOf(made) })).status).toBe(400);
    expect((await from(freshAddress(), 'PUT', '/api/auth/link', { token })).status).toBe(400);
  });

  it('lets one user make 10 links in 10 minutes', async () => {
    const { token } = await account();
    for (let link = 1; link <= 10; link += 1) expect((await from(freshAddress(), 'POST', '/api/auth/link', undefined, token)).status).toBe(200);
    const refused = await from(freshAddress(), 'POST', '/api/auth/link', undefined, token);
    expect([refused.status, refused.message]).toEqual([429, 'Слишком много ссылок для входа. Попробуйте через 10 мин.']);
  });

  it('revokes only the session whose token the logout carries', async () => {
    const { token } = await account();
    const made = await from(freshAddress(), 'POST', '/api/auth/link', undefined, token);
    const opened = sessionOf((await from(freshAddress(), 'PUT', '/api/auth/link', { token: secretOf(made) })).body);
    expect((await from(freshAddress(), 'DELETE', '/api/auth', undefined, opened.token)).status).toBe(200);
    expect((await from(freshAddress(), 'GET', '/api/user', undefined, opened.token)).status).toBe(403);
    expect((await from(freshAddress(), 'GET', '/api/user', undefined, token)).status).toBe(200);
  });
});

describe('uploads', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
  const upload = async (ip: string, token?: string) => from(ip, 'POST', '/api/files/upload', { name: 'proof.png', type: 'image/png', data: png }, token);
  const idOf = (answer: ApiAnswer) => String((answer.body as { public_id: string }).public_id);

  it('takes 20 uploads an hour from a user, and from a guest address', async () => {
    const { token } = await account();
    for (let file = 1; file <= 20; file += 1) expect((await upload(freshAddress(), token)).status).toBe(200);
    const refused = await upload(freshAddress(), token);
    expect([refused.status, refused.message]).toEqual([429, 'Слишком много загруженных файлов. Попробуйте через 60 мин.']);
    const guest = freshAddress();
    for (let file = 1; file <= 20; file += 1) expect((await upload(guest)).status).toBe(200);
    expect((await upload(guest)).status).toBe(429);
    expect((await upload(freshAddress())).status).toBe(200);
    server.clock.advance(HOUR - 1);
    expect((await upload(freshAddress(), token)).status).toBe(429);
    server.clock.advance(1);
    expect((await upload(freshAddress(), token)).status).toBe(200);
  });

  it('removes a day-old upload nothing attached; an order or a result keeps its files; a swept file is asked again', async () => {
    const { email, token } = await account();
    const [forResult, forOrder, orphan] = [idOf(await upload(freshAddress(), token)), idOf(await upload(freshAddress(), token)), idOf(await upload(freshAddress(), token))];
    const result = await from(freshAddress(), 'POST', '/api/user/competition', { competition_type: 'ct-run', title: 'Пятёрка', date: '2024-05-01', result: '00:24:10', file: forResult }, token);
    expect(result.status, result.message).toBe(200);
    const order = await from(freshAddress(), 'POST', '/api/payment', paymentBody({ email, tickets: [ticketLine(formats.plain, 1, { license_file: forOrder })] }), token);
    expect(order.status, order.message).toBe(200);

    server.clock.advance(24 * HOUR - 1);
    expect(await sweepOrphanUploads(server.db, server.clock.now())).toBe(0);
    server.clock.advance(1);
    expect(await sweepOrphanUploads(server.db, server.clock.now())).toBe(1);
    const left = await server.db.query<{ public_id: string }>('SELECT public_id FROM uploaded_file ORDER BY public_id');
    expect(left.map((row) => row.public_id).sort()).toEqual([forOrder, forResult].sort());

    const late = await from(freshAddress(), 'POST', '/api/user/competition', { competition_type: 'ct-run', title: 'Десятка', date: '2024-05-02', result: '00:50:10', file: orphan }, token);
    expect(late.body).toMatchObject({ message: 'Загрузите файл', field: 'file' });
    const unknown = await from(freshAddress(), 'POST', '/api/payment', paymentBody({ email, tickets: [ticketLine(formats.plain, 1, { license_file: orphan })] }), token);
    expect([unknown.status, unknown.message]).toEqual([400, 'Загрузите файл']);
  });
});
