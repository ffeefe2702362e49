/**
 * The server's settings (docs/server.md): defaults, and a readable stop for each bad value —
 * including production without the payment notification key.
 */
import { describe, expect, it } from 'vitest';
import { readServerEnv, ServerEnvError } from '../../server/server-env.ts';
import { productionSettings } from '../production-settings.ts';

/** Real mail and SMS transports: production refuses to start without them (delivery/outbox-settings.test.ts). */
const { NODE_ENV: _mode, PAYMENT_SECRET: _secret, ...DELIVERY } = productionSettings;

describe('readServerEnv', () => {
  it('takes the defaults: 127.0.0.1:8080, development, data in ./.data', () => {
    const env = readServerEnv({}, '/srv/racekit');
    expect(env).toMatchObject({ port: 8080, host: '127.0.0.1', mode: 'development', dataDir: '/srv/racekit/.data', databaseUrl: undefined });
    expect(env.oauth).toMatchObject({ standIn: true, google: undefined, vk: undefined });
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

  it('lists every bad setting at once, social sign-in among them', () => {
    const env = { NODE_ENV: 'production', OAUTH_STAND_IN: '1', GOOGLE_CLIENT_ID: 'g' };
    expect(() => readServerEnv(env, '/srv')).toThrow(
      new ServerEnvError(
        [
          "PAYMENT_SECRET must be set in production (the key of the card provider's signed notifications)",
          'OAUTH_STAND_IN=1 is refused in production: the stand-in provider lets anyone sign in as anyone; set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET and VK_CLIENT_ID/VK_CLIENT_SECRET instead',
          'GOOGLE_CLIENT_SECRET must be set with GOOGLE_CLIENT_ID',
          'ORGANISER_NAME must be set in production (the name mails and SMS are signed with)',
          'MAIL_TRANSPORT must be smtp in production (mail must reach people)',
          'SMS_TRANSPORT must be smsc in production (sign-in codes must reach people)',
        ].join('\n'),
      ),
    );
  });

  it('starts in production with a payment secret, without the stand-in OAuth provider', () => {
    const env = readServerEnv({ NODE_ENV: 'production', PAYMENT_SECRET: 's3cret', ...DELIVERY }, '/srv');
    expect(env.mode).toBe('production');
    expect(env.oauth).toMatchObject({ standIn: false, allowHttp: false, google: undefined, vk: undefined });
  });
});
