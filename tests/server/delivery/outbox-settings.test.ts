/**
 * The mail and SMS settings (docs/deploy.md "Mail and SMS"): the log transports by default
 * outside production; production refuses to start without a real mail and a real SMS transport,
 * one line per missing or bad setting, all at once.
 */
import { describe, expect, it } from 'vitest';
import { readServerEnv, ServerEnvError } from '../../../server/server-env.ts';
import { robokassaSettings } from '../../production-settings.ts';

/** Production with everything but mail and SMS. */
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', DATABASE_URL: 'pglite', ...robokassaSettings };
const delivery = {
  ORGANISER_NAME: 'Рубеж',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://user:p%40ss@smtp.example.org:587',
  MAIL_FROM: 'Рубеж <noreply@example.org>',
  SMS_TRANSPORT: 'smsc',
  SMSC_API_KEY: 'key',
  SMS_SENDER: 'Rubezh',
};

describe('mail and SMS settings', () => {
  it('log both channels outside production by default', () => {
    expect(readServerEnv({}, '/srv').outbox).toEqual({ organiser: 'racekit', mail: { transport: 'log' }, sms: { transport: 'log' } });
  });

  it.each([
    ['smtp://127.0.0.1:25', false],
    ['smtp://localhost:2525', false],
    ['smtp://[::1]:25', false],
    ['smtp://relay.internal:25', true],
    ['smtp://10.0.0.5:587', true],
    ['smtps://127.0.0.1:465', false],
  ])('production speaks to %s with STARTTLS required: %s (a relay on this machine needs none)', (url, requireTls) => {
    const mail = readServerEnv({ ...production, ...delivery, SMTP_URL: url }, '/srv').outbox.mail;
    expect(mail).toEqual({ transport: 'smtp', url, from: delivery.MAIL_FROM, requireTls });
  });

  it('read a real configuration; production upgrades smtp:// to TLS', () => {
    expect(readServerEnv({ ...production, ...delivery }, '/srv').outbox).toEqual({
      organiser: 'Рубеж',
      mail: { transport: 'smtp', url: delivery.SMTP_URL, from: delivery.MAIL_FROM, requireTls: true },
      sms: { transport: 'smsc', url: 'https://smsc.ru/sys/send.php', credentials: { apiKey: 'key' }, sender: 'Rubezh' },
    });
  });

  it('stop production without them, one line per missing setting', () => {
    expect(() => readServerEnv(production, '/srv')).toThrow(
      new ServerEnvError(
        [
          'ORGANISER_NAME must be set in production (the name mails and SMS are signed with)',
          'MAIL_TRANSPORT must be smtp in production (mail must reach people)',
          'SMS_TRANSPORT must be smsc in production (sign-in codes must reach people)',
        ].join('\n'),
      ),
    );
    expect(() => readServerEnv({ ...production, ORGANISER_NAME: 'Рубеж', MAIL_TRANSPORT: 'smtp', SMS_TRANSPORT: 'smsc' }, '/srv')).toThrow(
      new ServerEnvError(
        [
          'SMTP_URL must be set with MAIL_TRANSPORT=smtp (e.g. smtps://user:password@smtp.example.org:465)',
          'MAIL_FROM must be set in production (e.g. "Рубеж <noreply@example.org>")',
          'SMSC_LOGIN and SMSC_PASSWORD (or SMSC_API_KEY) must be set with SMS_TRANSPORT=smsc',
          'SMS_SENDER must be set in production (the sender name approved in the SMSC account)',
        ].join('\n'),
      ),
    );
  });

  it.each([
    [{ ...production, ...delivery, MAIL_TRANSPORT: 'log' }, 'MAIL_TRANSPORT must be smtp in production, not "log" (mail must reach people)'],
    [{ ...production, ...delivery, SMSC_URL: 'http://smsc.ru/sys/send.php' }, 'SMSC_URL must be https in production (it carries the SMSC password)'],
    [{ MAIL_TRANSPORT: 'sendmail' }, 'MAIL_TRANSPORT must be smtp or log, not "sendmail"'],
    [{ SMS_TRANSPORT: 'smsru' }, 'SMS_TRANSPORT must be smsc or log, not "smsru"'],
    [{ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp.example.org' }, 'SMTP_URL must look like smtps://user:password@host:465 or smtp://host:587'],
    [{ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://h:25', MAIL_FROM: 'nobody' }, 'MAIL_FROM must hold an e-mail address, not "nobody"'],
    [{ JOBS_LEASE_SECONDS: '1' }, 'JOBS_LEASE_SECONDS must be a whole number of at least 2, not "1"'],
  ])('stop on %j', (env, line) => {
    expect(() => readServerEnv(env, '/srv')).toThrow(new ServerEnvError(line));
  });
});
