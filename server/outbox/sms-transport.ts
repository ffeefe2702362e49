/**
 * Where SMS go: the server log (`SMS_TRANSPORT=log`, the default outside production) or the
 * SMSC gateway's HTTP API (`smsc`, docs/deploy.md says why SMSC): one POST to send.php with
 * `fmt=3` (a JSON answer) and `charset=utf-8`. The answer decides: `{ id, cnt }` is sent;
 * `{ error, error_code }` is a failure — retried, except the codes no retry can mend (6: the
 * text or sender is forbidden, 7: a malformed number, 8: the number cannot be reached), which
 * fail the message at once. Any other answer, an HTTP error or no answer in 20 s is a failure
 * too, never a success.
 */
import { number, object, optional, string, union, validate } from 'superstruct';
import type { ServerMode } from '../app-deps.ts';
import { PermanentJobError } from '../jobs/job-kind.ts';
import type { SmsSettings } from './outbox-settings.ts';

export interface SmsToSend {
  /** The outbox row, sent as SMSC's message `id` (a number the client assigns). */
  readonly id: number;
  /** Digits of the international number ('79123456789'). */
  readonly to: string;
  readonly text: string;
  readonly code: string | null;
}

export interface SmsTransport {
  /** Sends one SMS; resolves with the gateway's message id, throws otherwise. */
  send(sms: SmsToSend): Promise<string>;
}

const SMSC_TIMEOUT_MS = 20_000;
/** SMSC error codes that a retry cannot mend. */
const PERMANENT_SMSC_ERRORS = new Set([6, 7, 8]);

const SmscAnswer = union([
  object({ error: string(), error_code: number(), id: optional(number()) }),
  object({ id: number(), cnt: number(), cost: optional(string()), balance: optional(string()) }),
]);

function logTransport(log: (line: string) => void, mode: ServerMode): SmsTransport {
  return {
    send(sms) {
      log(`outbox: sms to ${sms.to}${mode === 'production' || sms.code === null ? '' : ` — code ${sms.code}`}`);
      return Promise.resolve('log');
    },
  };
}

function smscTransport(settings: Extract<SmsSettings, { transport: 'smsc' }>): SmsTransport {
  return {
    async send(sms) {
      const form = new URLSearchParams(
        'apiKey' in settings.credentials ? { apikey: settings.credentials.apiKey } : { login: settings.credentials.login, psw: settings.credentials.password },
      );
      form.set('phones', `+${sms.to}`);
      form.set('mes', sms.text);
      form.set('id', String(sms.id));
      form.set('fmt', '3');
      form.set('charset', 'utf-8');
      if (settings.sender !== undefined) form.set('sender', settings.sender);
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(SMSC_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`SMSC answered HTTP ${response.status}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new Error(`SMSC answered something other than JSON: ${text.slice(0, 200)}`);
      }
      const [error, answer] = validate(json, SmscAnswer);
      if (error !== undefined) throw new Error(`SMSC answered an unknown shape: ${text.slice(0, 200)}`);
      if ('error_code' in answer) {
        const failure = `SMSC error ${answer.error_code}: ${answer.error}`;
        throw PERMANENT_SMSC_ERRORS.has(answer.error_code) ? new PermanentJobError(failure) : new Error(failure);
      }
      return `smsc id ${answer.id}, ${answer.cnt} part(s)`;
    },
  };
}

/** The SMS transport of `settings`. */
export function createSmsTransport(settings: SmsSettings, log: (line: string) => void, mode: ServerMode): SmsTransport {
  return settings.transport === 'smsc' ? smscTransport(settings) : logTransport(log, mode);
}
