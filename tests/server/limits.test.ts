/**
 * server/limits on the embedded database, through an app that mounts one call taking a limit
 * per client address: the sliding window (pinned a millisecond before it ends), giving a take
 * back, the sweep, the 429 with Retry-After and the message's key, and how the client's address
 * is read with and without trusted proxies (TRUST_PROXY). The races are in
 * tests/server/postgres/limits-postgres.test.ts.
 */
import { object, string, type } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineCall } from '../../sdk/contract/index.ts';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { applyMigrations } from '../../server/db/migrate.ts';
import { migrationList } from '../../server/db/migration-list.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { route } from '../../server/http/route.ts';
import { clientIp, connectionEnv, ipSubject, NO_CONNECTION } from '../../server/limits/client-ip.ts';
import { directConnection, readLimitsSettings, type LimitsSettings } from '../../server/limits/limits-settings.ts';
import { defineLimit, giveBackLimit, requireLimit, sweepRateLimits, takeLimit } from '../../server/limits/rate-limit.ts';

const MINUTE = 60_000;
const T0 = new Date('2026-05-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
  await applyMigrations(db, migrationList);
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM rate_limit');
});

describe('takeLimit', () => {
  const three = defineLimit('three-a-minute', 3, MINUTE);

  it('allows max takes in any window and refuses the next until the oldest leaves it', async () => {
    const answers = [];
    for (const ms of [0, 10_000, 20_000, 30_000]) answers.push(await takeLimit(db, three, 'a', at(ms)));
    expect(answers).toEqual([
      { taken: true, remaining: 2 },
      { taken: true, remaining: 1 },
      { taken: true, remaining: 0 },
      // the take at 0 leaves the window at 60 s: 30 s from now
      { taken: false, retryAfterSeconds: 30 },
    ]);
    expect(await takeLimit(db, three, 'a', at(MINUTE - 1))).toEqual({ taken: false, retryAfterSeconds: 1 });
    expect(await takeLimit(db, three, 'a', at(MINUTE))).toEqual({ taken: true, remaining: 0 });
    // refused takes added nothing: the next room opens when the take at 10 s leaves
    expect(await takeLimit(db, three, 'a', at(MINUTE + 10_000 - 1))).toMatchObject({ taken: false });
    expect(await takeLimit(db, three, 'a', at(MINUTE + 10_000))).toMatchObject({ taken: true });
  });

  it('counts each subject and each limit apart', async () => {
    const one = defineLimit('one-a-minute', 1, MINUTE);
    expect(await takeLimit(db, one, 'a', T0)).toMatchObject({ taken: true });
    expect(await takeLimit(db, one, 'b', T0)).toMatchObject({ taken: true });
    expect(await takeLimit(db, three, 'a', T0)).toMatchObject({ taken: true });
    expect(await takeLimit(db, one, 'a', T0)).toMatchObject({ taken: false });
  });

  it('gives back exactly the take made at that moment', async () => {
    const two = defineLimit('two-a-minute', 2, MINUTE);
    await takeLimit(db, two, 'a', at(0));
    await takeLimit(db, two, 'a', at(1000));
    expect(await takeLimit(db, two, 'a', at(2000))).toMatchObject({ taken: false });
    await giveBackLimit(db, two, 'a', at(1000));
    // a moment without a take gives nothing back
    await giveBackLimit(db, two, 'a', at(1500));
    expect(await takeLimit(db, two, 'a', at(3000))).toEqual({ taken: true, remaining: 0 });
    expect(await takeLimit(db, two, 'a', at(4000))).toMatchObject({ taken: false });
  });

  it('undoes a take made in a transaction that rolls back', async () => {
    const one = defineLimit('one-in-tx', 1, MINUTE);
    await expect(
      db.transaction(async (tx) => {
        await takeLimit(tx, one, 'a', T0);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await takeLimit(db, one, 'a', T0)).toMatchObject({ taken: true });
  });

  it('sweeps only the rows whose takes have all left their windows', async () => {
    const one = defineLimit('one-swept', 1, MINUTE);
    await takeLimit(db, one, 'old', at(0));
    await takeLimit(db, one, 'new', at(30_000));
    expect(await sweepRateLimits(db, at(MINUTE - 1))).toBe(0);
    expect(await sweepRateLimits(db, at(MINUTE))).toBe(1);
    expect((await db.query<{ key: string }>('SELECT key FROM rate_limit')).map((row) => row.key)).toEqual(['one-swept:new']);
  });

  it.each([
    ['Not Kebab', 1, MINUTE],
    ['zero', 0, MINUTE],
    ['fraction', 1.5, MINUTE],
    ['no-window', 1, 0],
  ])('refuses to define a limit named %s with max %s per %s ms', (name, max, windowMs) => {
    expect(() => defineLimit(name, max, windowMs)).toThrow();
  });
});

// An app with one call that takes "two a minute per address" and answers the address it saw.
const whoCall = defineCall({
  method: 'POST',
  path: '/api/test/who',
  summary: 'test',
  body: object({}),
  response: type({ ip: string() }),
});
const twoPerAddress = defineLimit('test-who-ip', 2, MINUTE);

type ProxySettings = Pick<LimitsSettings, 'trustProxy' | 'proxyHeader'>;

function appWith(proxy: ProxySettings, now = () => T0, log: (line: string) => void = () => undefined) {
  return createApp({
    db,
    mode: 'test',
    log,
    clock: { now },
    limits: { ...directConnection, ...proxy },
    modules: [
      (app, deps) =>
        route(app, whoCall, async ({ c }) => {
          const ip = clientIp(c);
          await requireLimit(deps.db, twoPerAddress, ipSubject(ip), deps.clock.now(), 'limits.smsPerAddress');
          return { ip };
        }),
    ],
  });
}
const direct: ProxySettings = { trustProxy: 0, proxyHeader: 'x-forwarded-for' };

async function who(app: ReturnType<typeof appWith>, headers: Record<string, string> = {}, socket?: string) {
  const response = await app.request(
    '/api/test/who',
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' },
    socket === undefined ? undefined : connectionEnv(socket),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe('a limit in a route', () => {
  it('answers 429 with Retry-After, the Russian text with the wait, and its key and values', async () => {
    const app = appWith(direct, () => at(15_000));
    expect((await who(app, {}, '192.0.2.1')).status).toBe(200);
    expect((await who(app, {}, '192.0.2.1')).status).toBe(200);
    const refused = await who(app, {}, '192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body).toEqual({
      message: 'Слишком много запросов кода с вашего адреса. Попробуйте через 1 мин.',
      retry_after: 60,
      message_key: 'limits.smsPerAddress',
      message_values: { minutes: 1, seconds: 60 },
    });
    // another address has its own two
    expect((await who(app, {}, '192.0.2.2')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const app = appWith(direct);
    expect((await who(app, {}, '2001:db8:1:2::10')).status).toBe(200);
    expect((await who(app, {}, '2001:db8:1:2:ffff::1')).status).toBe(200);
    expect((await who(app, {}, '2001:db8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(429);
    expect((await who(app, {}, '2001:db8:1:3::1')).status).toBe(200);
  });
});

describe('clientIp', () => {
  it.each<[string, ProxySettings, Record<string, string>, string | undefined, string]>([
    ['the socket without a proxy', direct, {}, '198.51.100.7', '198.51.100.7'],
    ['the socket, never a forged header, without a proxy', direct, { 'x-forwarded-for': '203.0.113.9' }, '198.51.100.7', '198.51.100.7'],
    ['an IPv4-mapped socket as IPv4', direct, {}, '::ffff:198.51.100.7', '198.51.100.7'],
    ['no socket (app.request)', direct, {}, undefined, NO_CONNECTION],
    ['what one proxy appended', { trustProxy: 1, proxyHeader: 'x-forwarded-for' }, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, '10.0.0.2', '203.0.113.9'],
    ['the outer of two proxies', { trustProxy: 2, proxyHeader: 'x-forwarded-for' }, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.1' }, '10.0.0.2', '203.0.113.9'],
    ['the leftmost when fewer entries than proxies', { trustProxy: 2, proxyHeader: 'x-forwarded-for' }, { 'x-forwarded-for': '203.0.113.9' }, '10.0.0.2', '203.0.113.9'],
    ['an entry with a port', { trustProxy: 1, proxyHeader: 'x-forwarded-for' }, { 'x-forwarded-for': '203.0.113.9:5123' }, '10.0.0.2', '203.0.113.9'],
    ['the socket when the proxy sent no header', { trustProxy: 1, proxyHeader: 'x-forwarded-for' }, {}, '10.0.0.2', '10.0.0.2'],
    ['the socket when the entry is no address', { trustProxy: 1, proxyHeader: 'x-forwarded-for' }, { 'x-forwarded-for': 'unknown' }, '10.0.0.2', '10.0.0.2'],
    ['Forwarded, IPv6 with a port', { trustProxy: 1, proxyHeader: 'forwarded' }, { forwarded: 'for=6.6.6.6, for="[2001:DB8::1]:4711";proto=https' }, '10.0.0.2', '2001:db8::1'],
    ['Forwarded, IPv4', { trustProxy: 1, proxyHeader: 'forwarded' }, { forwarded: 'proto=http;for=203.0.113.9;by=10.0.0.2' }, '10.0.0.2', '203.0.113.9'],
    ['never X-Forwarded-For when the proxy writes Forwarded', { trustProxy: 1, proxyHeader: 'forwarded' }, { 'x-forwarded-for': '6.6.6.6' }, '10.0.0.2', '10.0.0.2'],
    ['a forwarded address without a socket', { trustProxy: 1, proxyHeader: 'x-forwarded-for' }, { 'x-forwarded-for': '203.0.113.9' }, undefined, '203.0.113.9'],
  ])('reads %s', async (_what, settings, headers, socket, expected) => {
    const app = appWith(settings);
    await db.query('DELETE FROM rate_limit');
    const answer = await who(app, headers, socket);
    expect(answer.body).toEqual({ ip: expected });
  });

  it('warns once when forwarding headers arrive while no proxy is trusted', async () => {
    const lines: string[] = [];
    const app = appWith(direct, () => T0, (line) => lines.push(line));
    await who(app, {}, '10.0.0.2');
    expect(lines).toEqual([]);
    await who(app, { 'x-forwarded-for': '203.0.113.9' }, '10.0.0.2');
    await who(app, { forwarded: 'for=203.0.113.9' }, '10.0.0.2');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^limits: requests carry forwarding headers but TRUST_PROXY is 0, so every client counts as the connection's address \(10\.0\.0\.2\)/);
  });

  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:aa:bb:cc:dd:ee:ff', '2001:db8:aa:bb::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, subject) => {
    expect(ipSubject(ip)).toBe(subject);
  });
});

describe('readLimitsSettings', () => {
  it('defaults to no proxy and the default per-address limits', () => {
    const problems: string[] = [];
    expect(readLimitsSettings({}, 'production', problems)).toEqual({
      trustProxy: 0,
      proxyHeader: 'x-forwarded-for',
      perAddress: { smsPerHour: 30, mailPerHour: 30, signInFailuresPer15Minutes: 20 },
    });
    expect(problems).toEqual([]);
  });

  it('reads a proxy count, the Forwarded header and the per-address limits', () => {
    const problems: string[] = [];
    const env = {
      TRUST_PROXY: '2',
      TRUST_PROXY_HEADER: 'Forwarded',
      LIMIT_SMS_PER_ADDRESS: '100',
      LIMIT_MAIL_PER_ADDRESS: '60',
      LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '50',
    };
    expect(readLimitsSettings(env, 'production', problems)).toEqual({
      trustProxy: 2,
      proxyHeader: 'forwarded',
      perAddress: { smsPerHour: 100, mailPerHour: 60, signInFailuresPer15Minutes: 50 },
    });
    expect(problems).toEqual([]);
  });

  it('names each bad setting in one line', () => {
    const problems: string[] = [];
    const env = {
      TRUST_PROXY: 'yes',
      TRUST_PROXY_HEADER: 'x-real-ip',
      LIMIT_SMS_PER_ADDRESS: '0',
      LIMIT_MAIL_PER_ADDRESS: 'many',
      LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '-5',
    };
    readLimitsSettings(env, 'production', problems);
    expect(problems).toEqual([
      'TRUST_PROXY must be the number of reverse proxies in front of the server (0 to 10), not "yes"',
      'TRUST_PROXY_HEADER must be x-forwarded-for or forwarded, not "x-real-ip"',
      'LIMIT_SMS_PER_ADDRESS must be a whole number of at least 1, not "0"',
      'LIMIT_MAIL_PER_ADDRESS must be a whole number of at least 1, not "many"',
      'LIMIT_SIGN_IN_FAILURES_PER_ADDRESS must be a whole number of at least 1, not "-5"',
    ]);
  });
});
