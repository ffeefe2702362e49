/**
 * The server's settings (docs/server.md): defaults, and a readable stop for each bad value —
 * including production without the payment notification key.
 */
import { describe, expect, it } from 'vitest';
import { readServerEnv, ServerEnvError } from '../../server/server-env.ts';

/** Real mail and SMS transports: production refuses to start without them (delivery/outbox-settings.test.ts). */
const DELIVERY = {
  ORGANISER_NAME: 'Рубеж',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
  MAIL_FROM: 'Рубеж <noreply@example.org>',
  SMS_TRANSPORT: 'smsc',
  SMSC_LOGIN: 'rubezh',
  SMSC_PASSWORD: 'secret',
  SMS_SENDER: 'Rubezh',
};

describe('readServerEnv', () => {
  it('takes the defaults: 127.0.0.1:8080, development, data in ./.data', () => {
    const env = readServerEnv({}, '/srv/racekit');
    expect(env).toMatchObject({ port: 8080, host: '127.0.0.1', mode: 'development', dataDir: '/srv/racekit/.data', databaseUrl: undefined });
    expect(env.standInOAuth).toBe(true);
  });

  it.each([
    { env: { PORT: '70000' }, message: 'PORT must be a port number, not "70000"' },
    { env: { NODE_ENV: 'staging' }, message: 'NODE_ENV must be production, development or test, not "staging"' },
    { env: { PUBLIC_URL: 'https://example.org/shop' }, message: 'PUBLIC_URL must be an origin like https://example.org, not "https://example.org/shop"' },
    { env: { NODE_ENV: 'production', ...DELIVERY }, message: "PAYMENT_SECRET must be set in production (the key of the card provider's signed notifications)" },
    { env: { NODE_ENV: 'production', PAYMENT_SECRET: '   ', ...DELIVERY }, message: "PAYMENT_SECRET must be set in production (the key of the card provider's signed notifications)" },
  ])('stops on $env', ({ env, message }) => {
    expect(() => readServerEnv(env, '/srv')).toThrow(new ServerEnvError(message));
  });

  it('starts in production with a payment secret, without the stand-in OAuth provider', () => {
    const env = readServerEnv({ NODE_ENV: 'production', PAYMENT_SECRET: 's3cret', ...DELIVERY }, '/srv');
    expect(env.mode).toBe('production');
    expect(env.standInOAuth).toBe(false);
  });
});
