/**
 * The personal calls over HTTP: the server basket, the insurance lists, clubs and competition
 * results, and file upload.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { registerConfirmed } from './account-steps.ts';
import { CLUB, COMPETITION_TYPE, INSURANCE, buy, paymentBody, seedShop, valuesOf } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedShop(db, new Date()) });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');

describe('basket', () => {
  test('stores the list and answers it; refuses a malformed line and needs a session', async () => {
    const { token } = await registerConfirmed(server, 'basket@example.com');
    expect(valuesOf(await server.api('GET', '/api/user/basket', { token }))).toEqual([]);
    const goods = [
      { unique_id: 'u1', public_id: 'f-plain', selector: 'ticket', count: 2, price: 1000 },
      { unique_id: 'u2', public_id: 'p-mug', selector: 'shop', count: 1, price: 600 },
    ];
    expect(valuesOf(await server.api('POST', '/api/user/basket', { token, body: { goods } }))).toEqual(goods);
    expect(valuesOf(await server.api('GET', '/api/user/basket', { token }))).toEqual(goods);
    const bad = await server.api('POST', '/api/user/basket', { token, body: { goods: [{ unique_id: 'u3', selector: 'ticket' }] } });
    expect(bad.status).toBe(400);
    expect((await server.api('GET', '/api/user/basket')).status).toBe(401);
  });
});

describe('insurances', () => {
  test('a bought policy is valid until its validity runs out, then past', async () => {
    const { token } = await registerConfirmed(server, 'insured@example.com');
    const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await buy(
      server,
      paymentBody({
        email: 'insured@example.com',
        insurances: [{ public_id: INSURANCE, count: 1, first_name: 'Анна', last_name: 'Петрова', birth_date: '1990-01-01', gender: 'female', phone: '79161234567', start_date: start }],
      }),
      token,
    );
    const [valid] = valuesOf(await server.api('GET', '/api/user/insurances/valid', { token }));
    expect(valid).toMatchObject({
      info: { last_name: 'Петрова', first_name: 'Анна', phone: '79161234567', start_date: `${start}T00:00:00.000Z` },
      insurance: { name: 'Страховка участника', validity_time: 3 * 86_400 },
    });
    expect(valuesOf(await server.api('GET', '/api/user/insurances/past', { token }))).toEqual([]);
    server.clock.advance(5 * 86_400_000);
    expect(valuesOf(await server.api('GET', '/api/user/insurances/valid', { token }))).toEqual([]);
    expect(valuesOf(await server.api('GET', '/api/user/insurances/past', { token }))).toHaveLength(1);
  });
});

describe('clubs', () => {
  test('join by public name, attach a result, leave; refusals', async () => {
    const { token } = await registerConfirmed(server, 'runner@example.com');
    expect(valuesOf(await server.api('GET', '/api/user/clubs', { token }))).toEqual([]);
    const result = { competition_type: COMPETITION_TYPE, title: 'Полумарафон', date: '2024-05-01', result: '01:45:00', distance: 21.1 };
    const created = await server.api('POST', '/api/user/competition', { token, body: result });
    expect(created.status).toBe(200);
    const resultId = created.body !== null && typeof created.body === 'object' && 'public_id' in created.body ? String(created.body.public_id) : '';

    const outsider = await server.api('PUT', `/api/user/club/competition/${resultId}/${CLUB}`, { token });
    expect(outsider.status).toBe(400);
    expect(outsider.message).toBe('Вы не состоите в этом клубе');

    const joined = valuesOf(await server.api('PUT', '/api/user/club/new/runners', { token }));
    expect(joined.map((club) => club['public_id'])).toEqual([CLUB]);
    const attached = await server.api('PUT', `/api/user/club/competition/${resultId}/${CLUB}`, { token });
    expect(attached.body).toMatchObject({ message: 'Ваши результаты успешно загружены' });
    const listed = valuesOf(await server.api('GET', `/api/club/competition/list/${CLUB}`));
    expect(listed).toEqual([expect.objectContaining({ public_id: resultId, title: 'Полумарафон', result: '01:45:00', distance: 21.1 })]);

    expect(valuesOf(await server.api('PUT', `/api/user/club/pull/${CLUB}`, { token }))).toEqual([]);
    expect((await server.api('PUT', '/api/user/club/new/no-such-club', { token })).status).toBe(404);
  });

  const refusals = [
    { field: 'result', body: { result: '1:75:00' }, message: 'Введите корректное время' },
    { field: 'date', body: { date: '2999-01-01' }, message: 'Введите корректную дату' },
    { field: 'distance', body: { distance: 0 }, message: 'Значение должно быть больше 0' },
    { field: 'competition_type', body: { competition_type: 'nope' }, message: 'Выберите одно из значений' },
    { field: 'file', body: { file: 'not-uploaded' }, message: 'Загрузите файл' },
  ];
  test.each(refusals)('a result with a bad $field is refused', async ({ field, body, message }) => {
    const { token } = await registerConfirmed(server, 'bad@example.com');
    const base = { competition_type: COMPETITION_TYPE, title: 'Забег', date: '2024-05-01', result: '00:30:00' };
    const answer = await server.api('POST', '/api/user/competition', { token, body: { ...base, ...body } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, field });
  });
});

describe('upload', () => {
  test('a PNG is stored and answered by id; a file that is not what it claims, or too large, is refused', async () => {
    const stored = await server.api('POST', '/api/files/upload', { body: { name: 'licence.png', type: 'image/png', data: PNG } });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ name: 'licence.png', public_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const fake = await server.api('POST', '/api/files/upload', { body: { name: 'x.pdf', type: 'application/pdf', data: PNG } });
    expect(fake.message).toBe('Неподдерживаемый формат');
    const large = Buffer.alloc(4 * 1024 * 1024 + 1);
    large.write('%PDF-1.4');
    const tooLarge = await server.api('POST', '/api/files/upload', { body: { name: 'big.pdf', type: 'application/pdf', data: large.toString('base64') } });
    expect(tooLarge.message).toBe('Размер файла больше допустимого!');
  });
});
