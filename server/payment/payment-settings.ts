/**
 * The payment settings (docs/server.md, docs/deploy.md), read once at start: which card
 * provider takes the money, its account, how long an unpaid order holds its places and how
 * many places a guest or an address may hold unpaid.
 *
 *   PAYMENT_PROVIDER      local | robokassa (default local outside production; production
 *                         requires robokassa: the local provider lets anyone mark an order paid)
 *   PAYMENT_SECRET        the local provider's HMAC key (a development default otherwise)
 *   ROBOKASSA_LOGIN, ROBOKASSA_PASSWORD1, ROBOKASSA_PASSWORD2, ROBOKASSA_PASSWORD3 (refunds)
 *   ROBOKASSA_HASH        md5 | sha1 | sha256 | sha384 | sha512 (default md5)
 *   ROBOKASSA_TEST        1 sends IsTest=1 (refused in production: test payments would issue real tickets)
 *   ROBOKASSA_PAY_URL     default https://auth.robokassa.ru/Merchant/Index.aspx
 *   ROBOKASSA_REFUND_URL  default https://services.robokassa.ru/RefundService/Refund
 *   ROBOKASSA_TAX         VAT of the receipt lines (54-ФЗ): none | vat0 | vat5 | vat7 | vat10 | vat20 | vat22 | vat105 | vat107 | vat110 | vat120 | vat122 (default none)
 *   ROBOKASSA_SNO         taxation system of the receipt: osn | usn_income | usn_income_outcome | esn | patent (default: the shop's)
 *   PAYMENT_HOLD_MINUTES  how long an unpaid order holds its places (default 15)
 *   PAYMENT_SWEEP_MS      how often expired holds are released and refunds retried (default 60000)
 *   HOLD_LIMIT_GUEST      places one guest may hold unpaid (default 20)
 *   HOLD_LIMIT_IP         places one IP address may hold unpaid (default 100)
 *   HOLD_LIMIT_EVENT      ticket places of one event city one client (its address, its account) may hold unpaid (default 50)
 *   HOLD_SHARE_PERCENT    the share of a format's places one client may hold unpaid, 1–100 (default 100: no cap);
 *                         a format's own `event_format.hold_share_percent` wins (server/payment/hold-caps.ts)
 *   ORDER_LIMIT_IP        payments (POST /api/payment) one IP address may make per hour (default 30)
 *   RACEKIT_UNSAFE_NO_LOCKING  1 switches stock locking off (the concurrency suite's negative control; ignored in production)
 */
import { enums, is } from 'superstruct';
import type { ServerMode } from '../app-deps.ts';
import { httpInProduction, settingText, type SettingProblems } from '../server-env.ts';

export const ROBOKASSA_HASHES = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'] as const;
export type RobokassaHash = (typeof ROBOKASSA_HASHES)[number];

export const RECEIPT_TAXES = ['none', 'vat0', 'vat5', 'vat7', 'vat10', 'vat20', 'vat22', 'vat105', 'vat107', 'vat110', 'vat120', 'vat122'] as const;
export type ReceiptTax = (typeof RECEIPT_TAXES)[number];

export const RECEIPT_SNOS = ['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent'] as const;
export type ReceiptSno = (typeof RECEIPT_SNOS)[number];

/** Robokassa's payment page and refund API (docs.robokassa.ru «Интерфейс оплаты», «API возвратов»). */
export const ROBOKASSA_PAY_URL = 'https://auth.robokassa.ru/Merchant/Index.aspx';
export const ROBOKASSA_REFUND_URL = 'https://services.robokassa.ru/RefundService/Refund';

/** The development key of the local provider: it is in the source, so it proves nothing. */
export const DEV_PAYMENT_SECRET = 'racekit-local-provider-dev-secret';

/** The shop's Robokassa account. */
export interface RobokassaSettings {
  readonly login: string;
  readonly password1: string;
  readonly password2: string;
  readonly password3: string;
  readonly hash: RobokassaHash;
  readonly test: boolean;
  readonly payUrl: string;
  readonly refundUrl: string;
  readonly tax: ReceiptTax;
  readonly sno: ReceiptSno | undefined;
}

export interface PaymentSettings {
  readonly provider: 'local' | 'robokassa';
  /** The local provider's HMAC key. */
  readonly localSecret: string;
  /** Set when `provider` is robokassa. */
  readonly robokassa: RobokassaSettings | undefined;
  readonly holdMs: number;
  readonly sweepMs: number;
  readonly guestHoldLimit: number;
  readonly ipHoldLimit: number;
  /** Ticket places of one event city one address or account may hold unpaid. */
  readonly eventHoldLimit: number;
  /** The share (percent) of a format's places one address or account may hold unpaid, unless the format says. */
  readonly holdSharePercent: number;
  readonly ipOrdersPerHour: number;
  readonly unsafeNoLocking: boolean;
}

function percent(value: number, problems: SettingProblems): number {
  if (value <= 100) return value;
  problems.push(`HOLD_SHARE_PERCENT must be at most 100, not "${value}"`);
  return 100;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, problems: SettingProblems): number {
  const text = settingText(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min) {
    problems.push(`${name} must be a whole number of at least ${min}, not "${text}"`);
    return fallback;
  }
  return value;
}

function oneOf<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  values: readonly T[],
  fallback: T | undefined,
  problems: SettingProblems,
): T | undefined {
  const text = settingText(env, name)?.toLowerCase();
  if (text === undefined) return fallback;
  if (is(text, enums(values))) return text;
  problems.push(`${name} must be one of ${values.join(', ')}, not "${text}"`);
  return fallback;
}

/** An http(s) address; https in production (http only on a loopback host: a local stand-in). */
function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string, mode: ServerMode, problems: SettingProblems): string {
  const text = settingText(env, name);
  if (text === undefined) return fallback;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') {
      const refused = httpInProduction(name, text, mode);
      if (refused !== undefined) problems.push(refused);
      return url.href;
    }
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http(s) address, not "${text}"`);
  return fallback;
}

/** The shortest Robokassa password production accepts: a short one can be guessed from its signatures offline. */
export const ROBOKASSA_PASSWORD_MIN = 16;

/** Production's rules for the three passwords: long, and each its own (one leaked must not sign for another). */
function passwordProblems(passwords: readonly string[], problems: SettingProblems): void {
  passwords.forEach((password, index) => {
    if (password !== '' && password.length < ROBOKASSA_PASSWORD_MIN) {
      problems.push(`ROBOKASSA_PASSWORD${index + 1} must be at least ${ROBOKASSA_PASSWORD_MIN} characters in production (openssl rand -hex 24 makes one)`);
    }
  });
  const given = passwords.filter((password) => password !== '');
  if (new Set(given).size < given.length) problems.push('ROBOKASSA_PASSWORD1, ROBOKASSA_PASSWORD2 and ROBOKASSA_PASSWORD3 must differ from each other in production');
}

function readRobokassa(env: NodeJS.ProcessEnv, mode: ServerMode, problems: SettingProblems): RobokassaSettings {
  const required = (name: string, what: string): string => {
    const value = settingText(env, name);
    if (value === undefined) problems.push(`${name} must be set when PAYMENT_PROVIDER=robokassa (${what})`);
    return value ?? '';
  };
  const login = required('ROBOKASSA_LOGIN', "the shop's identifier, MerchantLogin");
  const password1 = required('ROBOKASSA_PASSWORD1', 'password #1: signs the payment form');
  const password2 = required('ROBOKASSA_PASSWORD2', 'password #2: checks the ResultURL notification');
  const password3 = required('ROBOKASSA_PASSWORD3', 'password #3: signs refund requests');
  if (mode === 'production') passwordProblems([password1, password2, password3], problems);
  const testText = settingText(env, 'ROBOKASSA_TEST');
  if (testText !== undefined && testText !== '0' && testText !== '1') problems.push(`ROBOKASSA_TEST must be 1 or 0, not "${testText}"`);
  const test = testText === '1';
  if (test && mode === 'production') {
    problems.push('ROBOKASSA_TEST=1 is refused in production (test payments would issue real tickets); run test payments with NODE_ENV=development');
  }
  return {
    login,
    password1,
    password2,
    password3,
    hash: oneOf(env, 'ROBOKASSA_HASH', ROBOKASSA_HASHES, 'md5', problems) ?? 'md5',
    test,
    payUrl: httpUrl(env, 'ROBOKASSA_PAY_URL', ROBOKASSA_PAY_URL, mode, problems),
    refundUrl: httpUrl(env, 'ROBOKASSA_REFUND_URL', ROBOKASSA_REFUND_URL, mode, problems).replace(/\/+$/, ''),
    tax: oneOf(env, 'ROBOKASSA_TAX', RECEIPT_TAXES, 'none', problems) ?? 'none',
    sno: oneOf(env, 'ROBOKASSA_SNO', RECEIPT_SNOS, undefined, problems),
  };
}

/** Reads the payment settings, pushing one line per bad or missing setting into `problems`. */
export function readPaymentSettings(env: NodeJS.ProcessEnv, mode: ServerMode, problems: SettingProblems): PaymentSettings {
  const named = settingText(env, 'PAYMENT_PROVIDER')?.toLowerCase();
  let provider: PaymentSettings['provider'] = 'local';
  if (named === undefined) {
    if (mode === 'production') {
      problems.push('PAYMENT_PROVIDER must be set to robokassa in production (the card provider that takes the money)');
      provider = 'robokassa';
    }
  } else if (named === 'local' || named === 'robokassa') {
    provider = named;
    if (named === 'local' && mode === 'production') {
      problems.push('PAYMENT_PROVIDER=local is for development and tests only (its page lets anyone mark an order paid); use robokassa in production');
    }
  } else {
    problems.push(`PAYMENT_PROVIDER must be local or robokassa, not "${named}"`);
  }
  return {
    provider,
    localSecret: settingText(env, 'PAYMENT_SECRET') ?? DEV_PAYMENT_SECRET,
    robokassa: provider === 'robokassa' ? readRobokassa(env, mode, problems) : undefined,
    holdMs: wholeNumber(env, 'PAYMENT_HOLD_MINUTES', 15, 1, problems) * 60_000,
    sweepMs: wholeNumber(env, 'PAYMENT_SWEEP_MS', 60_000, 1_000, problems),
    guestHoldLimit: wholeNumber(env, 'HOLD_LIMIT_GUEST', 20, 1, problems),
    ipHoldLimit: wholeNumber(env, 'HOLD_LIMIT_IP', 100, 1, problems),
    eventHoldLimit: wholeNumber(env, 'HOLD_LIMIT_EVENT', 50, 1, problems),
    holdSharePercent: percent(wholeNumber(env, 'HOLD_SHARE_PERCENT', 100, 1, problems), problems),
    ipOrdersPerHour: wholeNumber(env, 'ORDER_LIMIT_IP', 30, 1, problems),
    unsafeNoLocking: mode !== 'production' && settingText(env, 'RACEKIT_UNSAFE_NO_LOCKING') === '1',
  };
}
