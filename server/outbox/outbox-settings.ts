/**
 * Mail and SMS settings (docs/server.md, docs/deploy.md "Mail and SMS"):
 *
 *   ORGANISER_NAME   the organiser's name in mails and SMS (default "racekit"; required in production)
 *   MAIL_TRANSPORT   smtp | log (log — the server log and the development outbox — is the
 *                    default outside production; production requires smtp)
 *   SMTP_URL         smtps://user:pass@smtp.example:465 (or smtp://…:587, STARTTLS; required
 *                    in production)
 *   MAIL_FROM        the sender, e.g. "Рубеж <noreply@example.org>" (required with smtp in production)
 *   SMS_TRANSPORT    smsc | log (as MAIL_TRANSPORT; production requires smsc)
 *   SMSC_LOGIN, SMSC_PASSWORD   the SMSC account, or SMSC_API_KEY instead of both
 *   SMSC_URL         the gateway's send address (default https://smsc.ru/sys/send.php)
 *   SMS_SENDER       the approved sender name (required in production)
 */
import type { ServerMode } from '../app-deps.ts';
import { isLoopbackUrl, settingText, type SettingProblems } from '../server-env.ts';

export type MailSettings =
  | { readonly transport: 'log' }
  | { readonly transport: 'smtp'; readonly url: string; readonly from: string; readonly requireTls: boolean };

export type SmsCredentials = { readonly login: string; readonly password: string } | { readonly apiKey: string };

export type SmsSettings =
  | { readonly transport: 'log' }
  | { readonly transport: 'smsc'; readonly url: string; readonly credentials: SmsCredentials; readonly sender: string | undefined };

export interface OutboxSettings {
  readonly organiser: string;
  readonly mail: MailSettings;
  readonly sms: SmsSettings;
}

export const SMSC_SEND_URL = 'https://smsc.ru/sys/send.php';

/** Outside production, without settings: both channels go to the log. */
export const logOutboxSettings: OutboxSettings = { organiser: 'racekit', mail: { transport: 'log' }, sms: { transport: 'log' } };

/**
 * Whether `name` (MAIL_TRANSPORT, SMS_TRANSPORT) asks for the real transport `real`; `log` is
 * the default outside production and refused in production, anything else is a problem.
 */
function realTransport(env: NodeJS.ProcessEnv, name: string, real: string, mode: ServerMode, why: string, problems: SettingProblems): boolean {
  const production = mode === 'production';
  const transport = settingText(env, name) ?? (production ? undefined : 'log');
  if (transport === real) return true;
  if (transport === 'log' && !production) return false;
  problems.push(
    production
      ? `${name} must be ${real} in production${transport === undefined ? '' : `, not "${transport}"`} (${why})`
      : `${name} must be ${real} or log, not "${transport ?? ''}"`,
  );
  return false;
}

function readMail(env: NodeJS.ProcessEnv, mode: ServerMode, organiser: string, problems: SettingProblems): MailSettings {
  const production = mode === 'production';
  if (!realTransport(env, 'MAIL_TRANSPORT', 'smtp', mode, 'mail must reach people', problems)) return { transport: 'log' };
  const url = settingText(env, 'SMTP_URL');
  let requireTls = false;
  if (url === undefined) {
    problems.push('SMTP_URL must be set with MAIL_TRANSPORT=smtp (e.g. smtps://user:password@smtp.example.org:465)');
  } else if (!/^smtps?:\/\/[^/]+\/?$/.test(url)) {
    problems.push('SMTP_URL must look like smtps://user:password@host:465 or smtp://host:587');
  } else {
    // smtp:// in production must still upgrade to TLS (STARTTLS): no password in clear text on
    // the network; a relay on this machine (127.0.0.1, ::1, localhost: a local postfix) is spoken
    // to without it, as production's plain-http rule allows loopback (server-env.ts)
    requireTls = production && url.startsWith('smtp://') && !isLoopbackUrl(new URL(url));
  }
  const from = settingText(env, 'MAIL_FROM');
  if (from === undefined && production) problems.push('MAIL_FROM must be set in production (e.g. "Рубеж <noreply@example.org>")');
  else if (from !== undefined && !/@/.test(from)) problems.push(`MAIL_FROM must hold an e-mail address, not "${from}"`);
  return { transport: 'smtp', url: url ?? '', from: from ?? `${organiser} <noreply@racekit.local>`, requireTls };
}

function readSms(env: NodeJS.ProcessEnv, mode: ServerMode, problems: SettingProblems): SmsSettings {
  const production = mode === 'production';
  if (!realTransport(env, 'SMS_TRANSPORT', 'smsc', mode, 'sign-in codes must reach people', problems)) return { transport: 'log' };
  const url = settingText(env, 'SMSC_URL') ?? SMSC_SEND_URL;
  if (!/^https?:\/\/\S+$/.test(url)) problems.push(`SMSC_URL must be an http(s) address, not "${url}"`);
  else if (production && !url.startsWith('https://')) problems.push('SMSC_URL must be https in production (it carries the SMSC password)');
  const apiKey = settingText(env, 'SMSC_API_KEY');
  const login = settingText(env, 'SMSC_LOGIN');
  const password = settingText(env, 'SMSC_PASSWORD');
  let credentials: SmsCredentials = { apiKey: '' };
  if (apiKey !== undefined) credentials = { apiKey };
  else if (login !== undefined && password !== undefined) credentials = { login, password };
  else problems.push('SMSC_LOGIN and SMSC_PASSWORD (or SMSC_API_KEY) must be set with SMS_TRANSPORT=smsc');
  const sender = settingText(env, 'SMS_SENDER');
  if (sender === undefined && production) problems.push('SMS_SENDER must be set in production (the sender name approved in the SMSC account)');
  return { transport: 'smsc', url, credentials, sender };
}

/** Reads the mail and SMS settings, pushing one line per bad or missing setting. */
export function readOutboxSettings(env: NodeJS.ProcessEnv, mode: ServerMode, problems: SettingProblems): OutboxSettings {
  const organiser = settingText(env, 'ORGANISER_NAME');
  if (organiser === undefined && mode === 'production') problems.push('ORGANISER_NAME must be set in production (the name mails and SMS are signed with)');
  const name = organiser ?? logOutboxSettings.organiser;
  return { organiser: name, mail: readMail(env, mode, name, problems), sms: readSms(env, mode, problems) };
}
