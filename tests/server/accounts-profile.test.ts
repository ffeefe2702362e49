/**
 * The personal-area settings over HTTP (account.md §4, §5, §7): profile fields, e-mail change
 * confirmed by mail, phone change confirmed by SMS, password change, the e-mail reality check,
 * the newsletter, support requests, and completing a guest payment's temporary account.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTemporaryUser } from '../../server/accounts/temporary-user.ts';
import { PASSWORD, login, registerByPhone, registerConfirmed, sessionOf } from './account-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const MINUTE = 60_000;

describe('profile', () => {
  it('saves only the fields that changed and answers the user', async () => {
    const { token } = await registerConfirmed(server, 'p@example.com');
    const answer = await server.api('PUT', '/api/user', {
      token,
      body: {
        name: ' Ирина ',
        last_name: 'Котова',
        birth_date: '1990-05-17',
        gender: 'female',
        extra_contact: 'Павел',
        type_relate: 'Партнер',
        contact_phone: '+375 29 123-45-67',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Данные успешно обновлены',
      user: {
        name: 'Ирина',
        last_name: 'Котова',
        birth_date: '1990-05-17',
        gender: 'female',
        extra_contact: 'Павел',
        type_relate: 'Партнер',
        contact_phone: '375291234567',
        email: 'p@example.com',
      },
    });
    const same = await server.api('PUT', '/api/user', { token, body: { name: 'Ирина', gender: 'female' } });
    expect(same.status).toBe(400);
    expect(same.message).toBe('Данные не изменились');
    const cleared = await server.api('PUT', '/api/user', { token, body: { second_name: 'Олеговна', last_name: '' } });
    expect(cleared.body).toMatchObject({ user: { second_name: 'Олеговна', last_name: null, name: 'Ирина' } });
  });

  it.each([
    ['a date that does not exist', { birth_date: '1990-02-30' }, 'birth_date', 'Введите дату в правильном формате'],
    ['a date in DD.MM.YYYY', { birth_date: '17.05.1990' }, 'birth_date', 'Введите дату в правильном формате'],
    ['a future date', { birth_date: '2999-01-01' }, 'birth_date', 'Введите дату в правильном формате'],
    ['a Kazakh emergency phone (RU, TJ, BY only)', { contact_phone: '+7 (701) 123-45-67' }, 'contact_phone', 'Введите корректный номер телефона'],
    ['an unknown relationship', { type_relate: 'Сосед' }, 'type_relate', 'Некорректное значение поля «type_relate»'],
    ['an e-mail in the profile body', { email: 'x@example.com' }, 'email', 'Неизвестное поле «email»'],
  ])('refuses %s', async (_case, body, field, message) => {
    const { token } = await registerConfirmed(server, 'bad@example.com');
    const answer = await server.api('PUT', '/api/user', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, field });
  });

  it('subscribes and unsubscribes with mailing (the settings checkbox); an unchanged mailing is no change', async () => {
    const { token } = await registerConfirmed(server, 'mail@example.com');
    const on = await server.api('PUT', '/api/user', { token, body: { mailing: true } });
    expect(on.body).toMatchObject({ message: 'Данные успешно обновлены', user: { mailing: true } });
    const again = await server.api('PUT', '/api/user', { token, body: { mailing: true } });
    expect(again.status).toBe(400);
    expect(again.message).toBe('Данные не изменились');
    const off = await server.api('PUT', '/api/user', { token, body: { mailing: false } });
    expect(off.body).toMatchObject({ user: { mailing: false } });
  });

  it('needs a signed-in user', async () => {
    expect((await server.api('PUT', '/api/user', { body: { name: 'X' } })).status).toBe(401);
  });
});

describe('e-mail change', () => {
  it('mails the new address a link that, opened by the signed-in user, changes the e-mail', async () => {
    const { token } = await registerConfirmed(server, 'old@example.com');
    const started = await server.api('POST', '/api/user/change/email', { token, body: { email: 'New@example.com' } });
    expect(started.status).toBe(200);
    const [mail] = await server.outbox('new@example.com');
    expect(mail?.link).toBe(`${server.url}/verify/new/email/${mail?.code}`);
    expect(await server.outbox('old@example.com')).toHaveLength(1); // only the registration mail

    const anonymous = await server.api('POST', '/api/user/verify/new/email', { body: { code: mail?.code } });
    expect(anonymous.status).toBe(401);
    const other = await registerConfirmed(server, 'other@example.com');
    const stranger = await server.api('POST', '/api/user/verify/new/email', { token: other.token, body: { code: mail?.code } });
    expect(stranger.status).toBe(400);

    const done = await server.api('POST', '/api/user/verify/new/email', { token, body: { code: mail?.code } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ email: 'new@example.com' });
    expect((await login(server, 'new@example.com')).status).toBe(200);
    expect((await login(server, 'old@example.com')).status).toBe(400);
  });

  it('refuses the current address and an address of another account', async () => {
    const { token } = await registerConfirmed(server, 'mine@example.com');
    await registerConfirmed(server, 'taken@example.com');
    const same = await server.api('POST', '/api/user/change/email', { token, body: { email: 'MINE@example.com' } });
    expect(same.body).toMatchObject({ message: 'Новый email совпадает с текущим', field: 'email' });
    const taken = await server.api('POST', '/api/user/change/email', { token, body: { email: 'taken@example.com' } });
    expect(taken.body).toMatchObject({ message: 'Этот email уже занят другим пользователем', field: 'email' });
  });

  it.each([
    ['ira@example.com', true],
    ['ira@gmial.com', false],
    ['ira@yandex.ri', false],
    ['ira@host.invalid', false],
    ['not an address', false],
  ])('checks that %s can receive mail: %s', async (email, real) => {
    const answer = await server.api('POST', '/api/user/real/email', { body: { email } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ real });
    if (!real) expect(answer.message).toBe('Укажите действительный адрес');
  });
});

describe('phone change', () => {
  it('sends a code to the new phone and sets it, confirmed, with that code', async () => {
    const { token } = await registerConfirmed(server, 'ph@example.com');
    const sent = await server.api('POST', '/api/user/phone/code', { token, body: { phone: '+992 9123 4-56-78' } });
    expect(sent.status).toBe(200);
    const code = await server.lastCode('992912345678');
    const wrong = await server.api('POST', '/api/user/new/phone', {
      token,
      body: { phone: '+992 9123 4-56-78', code: String((Number(code) + 1) % 10_000).padStart(4, '0') },
    });
    expect(wrong.body).toMatchObject({ message: 'Неверный код', field: 'code' });
    const answer = await server.api('POST', '/api/user/new/phone', { token, body: { phone: '+992 9123 4-56-78', code } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Ваш телефон подтвержден', user: { phone: '992912345678', phone_confirmed: true } });
    const again = await server.api('POST', '/api/user/phone/code', { token, body: { phone: '+992 9123 4-56-78' } });
    expect(again.message).toBe('Этот телефон уже подтвержден');
  });

  it("refuses another account's phone", async () => {
    await registerByPhone(server, '+7 (912) 000-00-01');
    const { token } = await registerConfirmed(server, 'ph2@example.com');
    const answer = await server.api('POST', '/api/user/phone/code', { token, body: { phone: '+7 (912) 000-00-01' } });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Этот телефон уже занят другим пользователем');
  });

  it("does not take a code sent to another user's change", async () => {
    const first = await registerConfirmed(server, 'f@example.com');
    const second = await registerConfirmed(server, 's@example.com');
    await server.api('POST', '/api/user/phone/code', { token: first.token, body: { phone: '+7 (912) 000-00-02' } });
    const code = await server.lastCode('79120000002');
    const answer = await server.api('POST', '/api/user/new/phone', { token: second.token, body: { phone: '+7 (912) 000-00-02', code } });
    expect(answer.status).toBe(400);
  });
});

describe('password change', () => {
  it('needs the current password, then changes it and ends the other sessions', async () => {
    const first = await registerConfirmed(server, 'pw@example.com');
    const second = sessionOf((await login(server, 'pw@example.com')).body);
    const wrong = await server.api('PUT', '/api/user/password', { token: first.token, body: { old_password: 'Nope1', new_password: 'abcd' } });
    expect(wrong.body).toMatchObject({ message: 'Неверный текущий пароль', field: 'old_password' });
    const short = await server.api('PUT', '/api/user/password', { token: first.token, body: { old_password: PASSWORD, new_password: 'abc' } });
    expect(short.body).toMatchObject({ message: 'Пароль должен состоять минимум из 4 символов', field: 'new_password' });

    const answer = await server.api('PUT', '/api/user/password', { token: first.token, body: { old_password: PASSWORD, new_password: 'abcd' } });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Пароль успешно изменен!');
    expect((await login(server, 'pw@example.com', 'abcd')).status).toBe(200);
    expect((await server.api('POST', '/api/auth/history', { token: first.token, body: {} })).status).toBe(200);
    expect((await server.api('POST', '/api/auth/history', { token: second.token, body: {} })).status).toBe(403);
  });
});

describe('newsletter and support', () => {
  it('subscribes an address and turns mailing on for its account', async () => {
    const { token } = await registerConfirmed(server, 'news@example.com');
    const answer = await server.api('PUT', '/api/user/subscribe/news', { body: { email: 'News@example.com' } });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Вы подписаны на рассылку');
    expect((await server.api('PUT', '/api/user/subscribe/news', { body: { email: 'news@example.com' } })).status).toBe(200);
    const user = await server.api('PUT', '/api/user', { token, body: { name: 'Н' } });
    expect(user.body).toMatchObject({ user: { mailing: true } });
    const invalid = await server.api('PUT', '/api/user/subscribe/news', { body: { email: 'nope' } });
    expect(invalid.status).toBe(400);
  });

  it('stores a support request and mails it to the organiser', async () => {
    const { token, userId } = await registerConfirmed(server, 'help@example.com');
    const answer = await server.api('POST', '/api/support', {
      token,
      body: { name: 'Ира', email: 'help@example.com', phone: '+7 (912) 345-67-89', text: 'Где мой билет?', support_type: 'clubs' },
    });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Спасибо! Ваша заявка отправлена. Наши менеджеры свяжутся с вами в ближайшее время.');
    const [mail] = await server.outbox('support@racekit.local');
    expect(mail?.subject).toBe('Заявка в поддержку (clubs): Ира');
    expect(mail?.text).toContain('Где мой билет?');
    expect(mail?.text).toContain('+79123456789');
    const stored = await server.db.query<{ user_id: string; support_type: string }>('SELECT user_id, support_type FROM support_request');
    expect(stored).toEqual([{ user_id: userId, support_type: 'clubs' }]);
  });

  it.each([
    ['an empty name', { name: ' ', email: 'a@example.com', phone: '+7 (912) 345-67-89' }, 'name', 'Заполните имя'],
    ['a bad e-mail', { name: 'Ира', email: 'a@', phone: '+7 (912) 345-67-89' }, 'email', 'Введите корректный email'],
    ['an incomplete phone', { name: 'Ира', email: 'a@example.com', phone: '+375 29 123-45' }, 'phone', 'Введите корректный телефон'],
  ])('refuses a support request with %s', async (_case, body, field, message) => {
    const answer = await server.api('POST', '/api/support', { body });
    expect(answer.body).toMatchObject({ message, field });
    expect(await server.outbox()).toHaveLength(0);
  });
});

describe('temporary user of a guest payment', () => {
  async function guest(email: string) {
    // What POST /api/payment does for a guest (the payment routes call this helper).
    return server.db.transaction((tx) =>
      createTemporaryUser(tx, { email }, { userAgent: undefined, city: undefined, country: undefined, partner: null }, server.clock.now()),
    );
  }

  it('becomes a full account with a password; its e-mail is then confirmed by mail', async () => {
    const { token } = await guest('buyer@example.com');
    const weak = await server.api('PUT', '/api/user/auth/payment', { token, body: { password: 'weak' } });
    expect(weak.status).toBe(400);
    const answer = await server.api('PUT', '/api/user/auth/payment', { token, body: { password: PASSWORD, mailing: true } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ user: { temporary: false, email: 'buyer@example.com', mailing: true, email_confirmed: false } });
    // The same token keeps working; sign-in by password waits for the confirmation.
    expect((await server.api('POST', '/api/auth/history', { token, body: {} })).status).toBe(200);
    expect((await login(server, 'buyer@example.com')).status).toBe(418);
    await server.api('POST', '/api/user/verify/email', { body: { code: await server.lastCode('buyer@example.com') } });
    expect((await login(server, 'buyer@example.com')).status).toBe(200);
    const twice = await server.api('PUT', '/api/user/auth/payment', { token, body: { password: PASSWORD } });
    expect(twice.message).toBe('Аккаунт уже постоянный');
  });

  it("never opens an existing account: a guest with its e-mail stays separate and cannot take the address", async () => {
    const owner = await registerConfirmed(server, 'owner@example.com');
    const { token, user } = await guest('owner@example.com');
    expect(user.public_id).not.toBe(owner.userId);
    const answer = await server.api('PUT', '/api/user/auth/payment', { token, body: { password: PASSWORD } });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Пользователь с таким email уже зарегистрирован');
    server.clock.advance(MINUTE);
    expect((await login(server, 'owner@example.com')).status).toBe(200);
  });
});
