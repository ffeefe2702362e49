/**
 * Sign-in and registration by phone with an SMS code (account.md §5, §7, §9): four digits,
 * 10 minutes, 5 attempts, a resend replaces the code, at most one send a minute and five an
 * hour per phone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerByPhone, sessionOf, smsCode } from './account-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const MINUTE = 60_000;
const PHONE = '+7 (912) 345-67-89';
const DIGITS = '79123456789';

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

describe('registration and sign-in by SMS', () => {
  it('sends four digits by SMS and registers the phone, confirmed', async () => {
    const sent = await server.api('POST', '/api/user/code', { body: { phone: PHONE, registration: true } });
    expect(sent.status).toBe(200);
    expect(sent.message).toBe('Код отправлен');
    const [sms] = await server.outbox(DIGITS);
    expect(await server.outbox(PHONE)).toEqual([sms]);
    expect(sms?.channel).toBe('sms');
    expect(sms?.code).toMatch(/^\d{4}$/);
    expect(sms?.text).toContain(sms?.code ?? '');

    const answer = await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: sms?.code, mailing: true } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ user: { phone: DIGITS, phone_confirmed: true, mailing: true, email: null } });
  });

  it('signs a registered phone in with PUT /api/auth/phone, as the same user', async () => {
    const registered = await registerByPhone(server, PHONE);
    server.clock.advance(MINUTE);
    const code = await smsCode(server, DIGITS, false);
    const answer = await server.api('PUT', '/api/auth/phone', { body: { phone: PHONE, phone_code: code } });
    expect(answer.status).toBe(200);
    expect(sessionOf(answer.body).userId).toBe(registered.userId);
    const history = await server.api('POST', '/api/auth/history', { token: sessionOf(answer.body).token, body: {} });
    expect(history.body).toMatchObject({ values: [{ method: 'phone' }, { method: 'phone' }] });
  });

  it('registration with a known phone signs in to the same account', async () => {
    const first = await registerByPhone(server, PHONE);
    server.clock.advance(MINUTE);
    const second = await registerByPhone(server, PHONE);
    expect(second.userId).toBe(first.userId);
  });

  it('answers a sign-in code request for an unknown phone as for a known one, but sends nothing (issue 28)', async () => {
    const answer = await server.api('POST', '/api/user/code', { body: { phone: PHONE, registration: false } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Если этот телефон указан в аккаунте, мы отправили на него код' });
    expect(await server.outbox()).toHaveLength(0);
    // A guessed code fails as it would for a known phone.
    const guess = await server.api('PUT', '/api/auth/phone', { body: { phone: PHONE, phone_code: '0000' } });
    expect(guess.status).toBe(400);
    expect(guess.body).toMatchObject({ message: 'Неверный код' });
  });

  it.each([
    ['an incomplete phone', { phone: '+7 (912) 345', registration: true }, 'phone', 'Введите корректный номер телефона'],
    ['a phone of no known country', { phone: '+1 202 555 0100', registration: true }, 'phone', 'Введите корректный номер телефона'],
    ['no registration flag', { phone: PHONE }, 'registration', 'Заполните поле «registration»'],
  ])('refuses %s', async (_case, body, field, message) => {
    const answer = await server.api('POST', '/api/user/code', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, field });
  });

  it.each(['123', '12345', 'abcd', ''])('refuses the code %j: it must be exactly four digits', async (code) => {
    const answer = await server.api('PUT', '/api/auth/phone', { body: { phone: PHONE, phone_code: code } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Код должен состоять из 4 цифр', field: 'phone_code' });
  });
});

describe('code rules', () => {
  it('refuses a wrong code, then accepts the right one', async () => {
    const code = await smsCode(server, PHONE, true);
    const wrong = await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: wrongCode(code) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Неверный код', field: 'phone_code', attempts_left: 4 });
    expect((await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: code } })).status).toBe(200);
  });

  it('spends a code after 5 wrong attempts: the right code no longer works', async () => {
    const code = await smsCode(server, PHONE, true);
    const messages: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      messages.push((await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: wrongCode(code) } })).message);
    }
    expect(messages).toEqual(['Неверный код', 'Неверный код', 'Неверный код', 'Неверный код', 'Превышено число попыток ввода кода. Запросите новый код']);
    const late = await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: code } });
    expect(late.status).toBe(400);
    expect(late.message).toBe('Сначала запросите код');
  });

  it('expires a code after 10 minutes', async () => {
    const code = await smsCode(server, PHONE, true);
    server.clock.advance(10 * MINUTE);
    const answer = await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: code } });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Срок действия кода истек. Запросите новый код');
  });

  it('accepts a code just before its 10 minutes end', async () => {
    const code = await smsCode(server, PHONE, true);
    server.clock.advance(10 * MINUTE - 5_000);
    expect((await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: code } })).status).toBe(200);
  });

  it('lets a resend replace the old code', async () => {
    const first = await smsCode(server, PHONE, true);
    server.clock.advance(MINUTE);
    let second = await smsCode(server, PHONE, true);
    // Four digits may repeat by chance: resend until they differ (a minute apart each time).
    while (second === first) {
      server.clock.advance(MINUTE);
      second = await smsCode(server, PHONE, true);
    }
    const old = await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: first } });
    expect(old.status).toBe(400);
    expect(old.message).toBe('Неверный код');
    expect((await server.api('POST', '/api/user/phone', { body: { phone: PHONE, phone_code: second } })).status).toBe(200);
  });

  it('limits resends to one a minute and five an hour per phone', async () => {
    await smsCode(server, PHONE, true);
    const soon = await server.api('POST', '/api/user/code', { body: { phone: PHONE, registration: true } });
    expect(soon.status).toBe(429);
    expect(soon.message).toBe('Повторно отправить код можно через 60 с');
    server.clock.advance(30_000);
    const half = await server.api('POST', '/api/user/code', { body: { phone: PHONE, registration: true } });
    expect(half.message).toBe('Повторно отправить код можно через 30 с');

    for (let send = 2; send <= 5; send += 1) {
      server.clock.advance(MINUTE);
      expect((await server.api('POST', '/api/user/code', { body: { phone: PHONE, registration: true } })).status, `send ${send}`).toBe(200);
    }
    server.clock.advance(MINUTE);
    const sixth = await server.api('POST', '/api/user/code', { body: { phone: PHONE, registration: true } });
    expect(sixth.status).toBe(429);
    expect(sixth.message).toMatch(/^Слишком много запросов кода/);
    // Another phone is not limited by this one.
    expect((await server.api('POST', '/api/user/code', { body: { phone: '+375 29 123-45-67', registration: true } })).status).toBe(200);

    server.clock.advance(60 * MINUTE);
    expect((await server.api('POST', '/api/user/code', { body: { phone: PHONE, registration: true } })).status).toBe(200);
    expect((await server.outbox(DIGITS)).length).toBe(6);
  });

  it('stores only the hash of a code', async () => {
    const code = await smsCode(server, PHONE, true);
    const rows = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM one_time_code');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
  });
});
