/**
 * Accounts by e-mail over HTTP (account.md §2, §4, §5, §7): registration and its confirmation
 * mail, sign-in with 418 while unconfirmed, the repeat of the mail, throttled sign-in,
 * sessions (history, logout, revoked token → 403) and password recovery through the outbox.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, confirmAndSignIn, login, registerConfirmed, sessionOf } from './account-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const MINUTE = 60_000;

describe('registration by e-mail', () => {
  it('registers, mails a confirmation link to the site route, and the link confirms, then its /token link signs in', async () => {
    const answer = await server.api('POST', '/api/user', { body: { email: ' Hero@Example.com ', password: PASSWORD, mailing: true } });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Мы отправили письмо на hero@example.com. Перейдите по ссылке из него, чтобы продолжить');

    const [mail] = await server.outbox('hero@example.com');
    expect(mail?.channel).toBe('mail');
    expect(mail?.link).toBe(`${server.url}/verify/email/${mail?.code}`);
    expect(mail?.text).toContain(mail?.link);

    const { token } = await confirmAndSignIn(server, mail?.code ?? '');
    const me = await server.api('GET', '/api/user', { token });
    expect(me.body).toMatchObject({ email: 'hero@example.com', email_confirmed: true, mailing: true, temporary: false });
    expect((await server.api('POST', '/api/auth/history', { token, body: {} })).status).toBe(200);
  });

  it('refuses a used or unknown confirmation code', async () => {
    await server.api('POST', '/api/user', { body: { email: 'a@example.com', password: PASSWORD } });
    const code = await server.lastCode('a@example.com');
    expect((await server.api('POST', '/api/user/verify/email', { body: { code } })).status).toBe(200);
    for (const again of [code, 'no-such-code']) {
      const answer = await server.api('POST', '/api/user/verify/email', { body: { code: again } });
      expect(answer.status).toBe(400);
      expect(answer.message).toBe('Ссылка недействительна или устарела');
    }
  });

  it.each([
    ['no uppercase letter', 'passw0rd', 'password', 'В пароле должна быть заглавная буква'],
    ['no digit', 'Password', 'password', 'В пароле должна быть цифра'],
    ['under 4 characters', 'Pa1', 'password', 'Пароль должен состоять минимум из 4 символов'],
    ['an invalid e-mail', 'Passw0rd', 'email', 'Введите валидный email'],
  ])('refuses a registration with %s', async (_case, password, field, message) => {
    const email = field === 'email' ? 'not-an-email@' : 'b@example.com';
    const answer = await server.api('POST', '/api/user', { body: { email, password } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, field });
    expect(await server.outbox()).toHaveLength(0);
  });

  it('makes no second account with the same e-mail: the owner gets a mail with a reset link instead', async () => {
    await registerConfirmed(server, 'twice@example.com');
    server.clock.advance(MINUTE);
    const answer = await server.api('POST', '/api/user', { body: { email: 'TWICE@example.com', password: 'Other0ne' } });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Мы отправили письмо на twice@example.com. Перейдите по ссылке из него, чтобы продолжить');
    const [mail] = await server.outbox('twice@example.com');
    expect(mail?.subject).toBe('Попытка регистрации');
    expect(mail?.link).toBe(`${server.url}/verify/resetpassword/${mail?.code}`);
    expect((await server.api('PUT', '/api/auth/resetpassword', { body: { code: mail?.code } })).status).toBe(200);
    expect((await login(server, 'twice@example.com', 'Other0ne')).status).toBe(400);
    expect((await login(server, 'twice@example.com')).status).toBe(200);
  });

  it('refuses a body without the password, naming the field', async () => {
    const answer = await server.api('POST', '/api/user', { body: { email: 'c@example.com' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Заполните поле «password»', field: 'password' });
  });
});

describe('sign-in by e-mail', () => {
  it('answers 418 with a message while the e-mail is unconfirmed, then signs in once confirmed', async () => {
    await server.api('POST', '/api/user', { body: { email: 'late@example.com', password: PASSWORD } });
    const early = await login(server, 'late@example.com');
    expect(early.status).toBe(418);
    expect(early.message).toBe('Почта не подтверждена. Подтвердите почту по ссылке из письма');

    await server.api('POST', '/api/user/verify/email', { body: { code: await server.lastCode('late@example.com') } });
    const answer = await login(server, 'LATE@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ user: { email: 'late@example.com' } });
  });

  it('repeats the confirmation mail, at most once a minute, and the new link replaces the old', async () => {
    await server.api('POST', '/api/user', { body: { email: 'again@example.com', password: PASSWORD } });
    const first = await server.lastCode('again@example.com');

    const tooSoon = await server.api('POST', '/api/user/confirm/email', { body: { email: 'again@example.com' } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('60');

    server.clock.advance(MINUTE);
    const repeated = await server.api('POST', '/api/user/confirm/email', { body: { email: 'again@example.com' } });
    expect(repeated.status).toBe(200);
    const second = await server.lastCode('again@example.com');
    expect(second).not.toBe(first);
    expect((await server.api('POST', '/api/user/verify/email', { body: { code: first } })).status).toBe(400);
    expect((await server.api('POST', '/api/user/verify/email', { body: { code: second } })).status).toBe(200);

    // Confirmed or unknown, the answer is the same and nothing is sent (issue 28).
    server.clock.advance(MINUTE);
    const before = (await server.outbox()).length;
    const done = await server.api('POST', '/api/user/confirm/email', { body: { email: 'again@example.com' } });
    expect(done.status).toBe(200);
    expect(done.message).toBe('Если почта again@example.com ждет подтверждения, мы отправили на нее новую ссылку');
    expect(await server.outbox()).toHaveLength(before);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    await registerConfirmed(server, 'user@example.com');
    for (const [email, password] of [
      ['user@example.com', 'Wrong1'],
      ['nobody@example.com', PASSWORD],
    ]) {
      const answer = await login(server, email ?? '', password);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Неверный email или пароль', field: 'password' });
    }
  });

  it('locks the account for 15 minutes after 5 wrong passwords in a row', async () => {
    await registerConfirmed(server, 'target@example.com');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(server, 'target@example.com', 'Wrong1')).status, `attempt ${attempt}`).toBe(400);
    }
    const fifth = await login(server, 'target@example.com', 'Wrong1');
    expect(fifth.status).toBe(429);
    expect(fifth.message).toBe('Слишком много неудачных попыток входа. Попробуйте через 15 мин.');

    const rightButLocked = await login(server, 'target@example.com');
    expect(rightButLocked.status).toBe(429);

    server.clock.advance(15 * MINUTE);
    expect((await login(server, 'target@example.com')).status).toBe(200);
  });

  it('counts only failures in a row: a success starts the count again', async () => {
    await registerConfirmed(server, 'steady@example.com');
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) await login(server, 'steady@example.com', 'Wrong1');
      expect((await login(server, 'steady@example.com')).status).toBe(200);
    }
  });
});

describe('sessions', () => {
  it('lists sign-ins newest first with method, OS and browser, and honours the limit', async () => {
    await registerConfirmed(server, 's@example.com');
    server.clock.advance(MINUTE);
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const answer = await server.api('PUT', '/api/auth', {
      body: { email: 's@example.com', password: PASSWORD },
      headers: { 'user-agent': chrome, 'x-geo-city': encodeURIComponent('Казань'), 'x-geo-country': encodeURIComponent('Россия') },
    });
    const { token } = sessionOf(answer.body);
    const history = await server.api('POST', '/api/auth/history', { token, body: {} });
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({
      values: [
        { method: 'email', os: 'Windows', browser: 'Chrome 131', city: 'Казань', country: 'Россия' },
        { method: 'link', city: null, country: null },
      ],
    });
    const limited = await server.api('POST', '/api/auth/history', { token, body: { limit: 1 } });
    expect(limited.body).toMatchObject({ values: [{ browser: 'Chrome 131' }] });
    expect((limited.body as { values: unknown[] }).values).toHaveLength(1);
  });

  it('logout revokes only the current token: it then gets 403 (the client forgets it), others keep working', async () => {
    const first = await registerConfirmed(server, 'out@example.com');
    const second = sessionOf((await login(server, 'out@example.com')).body);
    const out = await server.api('DELETE', '/api/auth', { token: first.token });
    expect(out.status).toBe(200);
    expect(out.message).toBe('Вы вышли из аккаунта');
    expect((await server.api('POST', '/api/auth/history', { token: first.token, body: {} })).status).toBe(403);
    expect((await server.api('DELETE', '/api/auth', { token: first.token })).status).toBe(403);
    expect((await server.api('POST', '/api/auth/history', { token: second.token, body: {} })).status).toBe(200);
  });

  it('marks the current session and the ended ones; «end the others» signs every other device out (issue 29 item 18)', async () => {
    const first = await registerConfirmed(server, 'many@example.com');
    server.clock.advance(MINUTE);
    const second = sessionOf((await login(server, 'many@example.com')).body);
    server.clock.advance(MINUTE);
    const third = sessionOf((await login(server, 'many@example.com')).body);
    expect((await server.api('DELETE', '/api/auth', { token: second.token })).status).toBe(200);
    type Row = { current?: boolean | null; ended_at?: string | null };
    const rows = async (token: string) => ((await server.api('POST', '/api/auth/history', { token, body: {} })).body as { values: Row[] }).values;
    // newest first: third (asking), second (signed out), first (live)
    expect((await rows(third.token)).map((row) => [row.current, row.ended_at !== null])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);

    const ended = await server.api('DELETE', '/api/auth/others', { token: third.token });
    expect([ended.status, ended.message]).toEqual([200, 'Остальные сеансы завершены']);
    expect((await server.api('POST', '/api/auth/history', { token: first.token, body: {} })).status).toBe(403);
    expect((await rows(third.token)).map((row) => [row.current, row.ended_at !== null])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
  });

  it('accepts the raw token as the whole Authorization header, as older clients send it', async () => {
    const { token } = await registerConfirmed(server, 'raw@example.com');
    const answer = await server.api('POST', '/api/auth/history', { body: {}, headers: { authorization: token } });
    expect(answer.status).toBe(200);
    const wrong = await server.api('POST', '/api/auth/history', { body: {}, headers: { authorization: `${token}x` } });
    expect(wrong.status).toBe(403);
  });

  it('stores tokens only hashed', async () => {
    const { token } = await registerConfirmed(server, 'hash@example.com');
    const stored = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_session');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(token);
    const users = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM app_user');
    expect(users[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(users[0]?.password_hash).not.toContain(PASSWORD);
  });
});

describe('password recovery', () => {
  it('runs end to end through the outbox: mail, code check, new password, sign-in', async () => {
    const old = await registerConfirmed(server, 'forgot@example.com');
    server.clock.advance(MINUTE);
    const sent = await server.api('POST', '/api/auth/resetpassword', { body: { email: 'Forgot@example.com' } });
    expect(sent.status).toBe(200);
    expect(sent.message).toBe('Если на forgot@example.com зарегистрирован аккаунт, мы отправили туда ссылку для смены пароля');
    const [mail] = await server.outbox('forgot@example.com');
    expect(mail?.link).toBe(`${server.url}/verify/resetpassword/${mail?.code}`);

    const checked = await server.api('PUT', '/api/auth/resetpassword', { body: { code: mail?.code } });
    expect(checked.status).toBe(200);
    const { secure } = checked.body as { secure: string };
    expect(secure).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Reopening the link works until the password is set.
    expect((await server.api('PUT', '/api/auth/resetpassword', { body: { code: mail?.code } })).status).toBe(200);
    const latest = (await server.api('PUT', '/api/auth/resetpassword', { body: { code: mail?.code } })).body as { secure: string };

    const weak = await server.api('POST', '/api/auth/resetpassword/update', { body: { secure: latest.secure, password: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ message: 'В пароле должна быть заглавная буква', field: 'password' });

    const updated = await server.api('POST', '/api/auth/resetpassword/update', { body: { secure: latest.secure, password: 'N3wSecret' } });
    expect(updated.status).toBe(200);
    expect((await login(server, 'forgot@example.com')).status).toBe(400);
    expect((await login(server, 'forgot@example.com', 'N3wSecret')).status).toBe(200);
    // Sessions opened with the old password end; the link and the key are spent.
    expect((await server.api('POST', '/api/auth/history', { token: old.token, body: {} })).status).toBe(403);
    expect((await server.api('PUT', '/api/auth/resetpassword', { body: { code: mail?.code } })).status).toBe(400);
    const reuse = await server.api('POST', '/api/auth/resetpassword/update', { body: { secure: latest.secure, password: 'An0ther1' } });
    expect(reuse.status).toBe(400);
  });

  it('replaces an older reset key by a newer one', async () => {
    await registerConfirmed(server, 'keys@example.com');
    await server.api('POST', '/api/auth/resetpassword', { body: { email: 'keys@example.com' } });
    const code = await server.lastCode('keys@example.com');
    const first = (await server.api('PUT', '/api/auth/resetpassword', { body: { code } })).body as { secure: string };
    await server.api('PUT', '/api/auth/resetpassword', { body: { code } });
    const stale = await server.api('POST', '/api/auth/resetpassword/update', { body: { secure: first.secure, password: 'N3wSecret' } });
    expect(stale.status).toBe(400);
    expect(stale.message).toBe('Ссылка недействительна или устарела');
  });

  it('confirms the e-mail of an unconfirmed account whose owner recovered the password', async () => {
    await server.api('POST', '/api/user', { body: { email: 'never@example.com', password: PASSWORD } });
    server.clock.advance(MINUTE);
    await server.api('POST', '/api/auth/resetpassword', { body: { email: 'never@example.com' } });
    const code = await server.lastCode('never@example.com');
    const { secure } = (await server.api('PUT', '/api/auth/resetpassword', { body: { code } })).body as { secure: string };
    await server.api('POST', '/api/auth/resetpassword/update', { body: { secure, password: 'N3wSecret' } });
    expect((await login(server, 'never@example.com', 'N3wSecret')).status).toBe(200);
  });

  it('answers a known and an unknown e-mail alike, limits included, and mails only the real account', async () => {
    await registerConfirmed(server, 'real@example.com');
    const answers = [];
    for (const email of ['real@example.com', 'ghost@example.com']) {
      const first = await server.api('POST', '/api/auth/resetpassword', { body: { email } });
      const again = await server.api('POST', '/api/auth/resetpassword', { body: { email } });
      answers.push({ first: [first.status, first.body], again: [again.status, again.headers.get('retry-after'), again.message] });
    }
    const [real, ghost] = answers;
    expect(real?.first).toEqual([200, { message: 'Если на real@example.com зарегистрирован аккаунт, мы отправили туда ссылку для смены пароля' }]);
    expect(ghost?.first).toEqual([200, { message: 'Если на ghost@example.com зарегистрирован аккаунт, мы отправили туда ссылку для смены пароля' }]);
    expect(real?.again).toEqual([429, '60', 'Повторно отправить ссылку можно через 60 с']);
    expect(ghost?.again).toEqual(real?.again);
    expect((await server.outbox('real@example.com')).map((mail) => mail.subject)).toContain('Восстановление пароля');
    expect(await server.outbox('ghost@example.com')).toEqual([]);
  });

  it('refuses an expired link', async () => {
    await registerConfirmed(server, 'slow@example.com');
    await server.api('POST', '/api/auth/resetpassword', { body: { email: 'slow@example.com' } });
    const code = await server.lastCode('slow@example.com');
    server.clock.advance(61 * MINUTE);
    const expired = await server.api('PUT', '/api/auth/resetpassword', { body: { code } });
    expect(expired.status).toBe(400);
    expect(expired.message).toBe('Ссылка недействительна или устарела');
  });
});
