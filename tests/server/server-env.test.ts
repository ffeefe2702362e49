/**
 * The server's settings (docs/server.md, docs/deploy.md): defaults, one readable line per bad
 * or missing value, and a production start that refuses what is unsafe — no PUBLIC_URL, the
 * local test provider, a real provider without its secrets, test payments.
 */
import { describe, expect, it } from 'vitest';
import { readServerEnv, ServerEnvError } from '../../server/server-env.ts';
import { deliverySettings as DELIVERY, productionSettings } from '../production-settings.ts';

/** Every setting a production start needs. */
const PRODUCTION: Readonly<Record<string, string>> = { ...productionSettings, PUBLIC_URL: 'https://shop.example' };

const without = (...names: string[]) => Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !names.includes(name)));

function problems(env: Record<string, string>): string[] {
  try {
    readServerEnv(env, '/srv');
  } catch (error) {
    if (error instanceof ServerEnvError) return error.message.split('\n');
    throw error;
  }
  return [];
}

describe('readServerEnv', () => {
  it('takes the defaults: 127.0.0.1:8080, development, data in ./.data, links on the own address, the local provider, the demo seeded', () => {
    const env = readServerEnv({}, '/srv/racekit');
    expect(env).toMatchObject({ port: 8080, host: '127.0.0.1', mode: 'development', dataDir: '/srv/racekit/.data', databaseUrl: undefined });
    expect(env.publicUrl).toBe('http://127.0.0.1:8080');
    expect(env.oauth).toMatchObject({ standIn: true, google: undefined, vk: undefined });
    expect(env.payment).toMatchObject({ provider: 'local', holdMs: 15 * 60_000, guestHoldLimit: 20, ipHoldLimit: 100, sweepMs: 60_000 });
    expect(env.seed).toEqual({ catalogue: true, accounts: true });
  });

  it.each([
    { env: { PORT: '70000' }, message: 'PORT must be a port number, not "70000"' },
    { env: { NODE_ENV: 'staging' }, message: 'NODE_ENV must be production, development or test, not "staging"' },
    { env: { PUBLIC_URL: 'https://example.org/shop' }, message: 'PUBLIC_URL must be an origin like https://example.org, not "https://example.org/shop"' },
    { env: { PAYMENT_PROVIDER: 'stripe' }, message: 'PAYMENT_PROVIDER must be local or robokassa, not "stripe"' },
    { env: { PAYMENT_HOLD_MINUTES: '0' }, message: 'PAYMENT_HOLD_MINUTES must be a whole number of at least 1, not "0"' },
    { env: { HOLD_LIMIT_GUEST: 'many' }, message: 'HOLD_LIMIT_GUEST must be a whole number of at least 1, not "many"' },
    { env: { SEED_DEMO: 'yes' }, message: 'SEED_DEMO must be 1 or 0, not "yes"' },
    { env: { ...PRODUCTION, ROBOKASSA_HASH: 'ripemd160' }, message: 'ROBOKASSA_HASH must be one of md5, sha1, sha256, sha384, sha512, not "ripemd160"' },
    { env: { ...PRODUCTION, ROBOKASSA_PAY_URL: 'auth.robokassa.ru' }, message: 'ROBOKASSA_PAY_URL must be an http(s) address, not "auth.robokassa.ru"' },
  ])('stops on $env', ({ env, message }) => {
    expect(problems(env)).toEqual([message]);
  });

  it('a production start with nothing set names every missing setting, one line each', () => {
    const lines = problems({ NODE_ENV: 'production' });
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines).toEqual(expect.arrayContaining([
      'PUBLIC_URL must be set in production (the origin of the site, e.g. https://example.org: every link in mail and every redirect is built from it)',
      'PAYMENT_PROVIDER must be set to robokassa in production (the card provider that takes the money)',
      "ROBOKASSA_LOGIN must be set when PAYMENT_PROVIDER=robokassa (the shop's identifier, MerchantLogin)",
      'ROBOKASSA_PASSWORD1 must be set when PAYMENT_PROVIDER=robokassa (password #1: signs the payment form)',
      'ROBOKASSA_PASSWORD2 must be set when PAYMENT_PROVIDER=robokassa (password #2: checks the ResultURL notification)',
      'ROBOKASSA_PASSWORD3 must be set when PAYMENT_PROVIDER=robokassa (password #3: signs refund requests)',
      'DATABASE_URL must be set in production: postgresql://user:password@host:5432/db (or DATABASE_URL=pglite for the embedded database in DATA_DIR, one process only)',
    ]));
    // with mail and SMS given, exactly these seven remain
    expect(problems({ NODE_ENV: 'production', ...DELIVERY })).toHaveLength(7);
  });

  it.each([
    { missing: ['PUBLIC_URL'], lines: [/^PUBLIC_URL must be set in production/] },
    { missing: ['ROBOKASSA_PASSWORD2'], lines: [/^ROBOKASSA_PASSWORD2 must be set/] },
    { missing: ['ROBOKASSA_LOGIN', 'ROBOKASSA_PASSWORD3'], lines: [/^ROBOKASSA_LOGIN must be set/, /^ROBOKASSA_PASSWORD3 must be set/] },
  ])('production without $missing stops with exactly those lines', ({ missing, lines }) => {
    const found = problems(without(...missing));
    expect(found).toHaveLength(lines.length);
    lines.forEach((line, index) => expect(found[index]).toMatch(line));
  });

  it('production refuses the local provider and test payments', () => {
    expect(problems({ ...PRODUCTION, PAYMENT_PROVIDER: 'local' })).toEqual([
      'PAYMENT_PROVIDER=local is for development and tests only (its page lets anyone mark an order paid); use robokassa in production',
    ]);
    expect(problems({ ...PRODUCTION, ROBOKASSA_TEST: '1' })).toEqual([
      'ROBOKASSA_TEST=1 is refused in production (test payments would issue real tickets); run test payments with NODE_ENV=development',
    ]);
  });

  it('starts in production with every setting: Robokassa, no stand-in OAuth, no demo unless asked, never the demo accounts', () => {
    const env = readServerEnv(PRODUCTION, '/srv');
    expect(env.mode).toBe('production');
    expect(env.publicUrl).toBe('https://shop.example');
    expect(env.oauth).toMatchObject({ standIn: false, allowHttp: false, google: undefined, vk: undefined });
    expect(env.payment.provider).toBe('robokassa');
    expect(env.payment.robokassa).toMatchObject({
      login: 'racekit',
      hash: 'md5',
      test: false,
      payUrl: 'https://auth.robokassa.ru/Merchant/Index.aspx',
      refundUrl: 'https://services.robokassa.ru/RefundService/Refund',
      tax: 'none',
    });
    expect(env.seed).toEqual({ catalogue: false, accounts: false });
    expect(readServerEnv({ ...PRODUCTION, SEED_DEMO: '1' }, '/srv').seed).toEqual({ catalogue: true, accounts: false });
    expect(readServerEnv({ ...PRODUCTION, RACEKIT_UNSAFE_NO_LOCKING: '1' }, '/srv').payment.unsafeNoLocking).toBe(false);
  });

  it('the robokassa provider also runs outside production, with test payments', () => {
    const env = readServerEnv({ ...without('NODE_ENV', 'PUBLIC_URL', ...Object.keys(DELIVERY)), ROBOKASSA_TEST: '1', ROBOKASSA_HASH: 'SHA256' }, '/srv');
    expect(env.payment.robokassa).toMatchObject({ test: true, hash: 'sha256' });
  });

  it.each([
    { env: { ...PRODUCTION, PUBLIC_URL: 'http://localhost:8080' }, ok: true },
    { env: { ...PRODUCTION, ROBOKASSA_PAY_URL: 'http://127.0.0.1:9000/pay' }, ok: true },
    { env: { ...PRODUCTION, DATABASE_URL: 'postgresql://racekit:secret@db.internal:5432/racekit' }, ok: true },
    { env: { ...PRODUCTION, FRAME_ANCESTORS: "'self' https://partner.example *.partner.example:443" }, ok: true },
    { env: { ...PRODUCTION, FRAME_ANCESTORS: "'none'" }, ok: true },
    { env: { ...PRODUCTION, DATABASE_URL: 'mysql://db/racekit' }, ok: false },
    { env: { ...PRODUCTION, FRAME_ANCESTORS: "'none' 'self'" }, ok: false },
    { env: { ...PRODUCTION, FRAME_ANCESTORS: "'self'; script-src *" }, ok: false },
    { env: { ...PRODUCTION, FRAME_ANCESTORS: 'https://partner.example self' }, ok: false },
    { env: { ...PRODUCTION, METRICS_TOKEN: 'short' }, ok: false },
  ])('production settings $env.PUBLIC_URL $env.ROBOKASSA_PAY_URL $env.DATABASE_URL $env.FRAME_ANCESTORS $env.METRICS_TOKEN: accepted $ok', ({ env, ok }) => {
    expect(problems(env)).toHaveLength(ok ? 0 : 1);
  });

  it('lists social sign-in problems among the others', () => {
    expect(problems({ ...PRODUCTION, OAUTH_STAND_IN: '1', GOOGLE_CLIENT_ID: 'g' })).toEqual([
      'OAUTH_STAND_IN=1 is refused in production: the stand-in provider lets anyone sign in as anyone; set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET and VK_CLIENT_ID/VK_CLIENT_SECRET instead',
      'GOOGLE_CLIENT_SECRET must be set with GOOGLE_CLIENT_ID',
    ]);
  });
});
