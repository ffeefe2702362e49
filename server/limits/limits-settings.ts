/**
 * The settings of server/limits (docs/server.md, "Limits"):
 *   TRUST_PROXY — how many reverse proxies stand in front of the server (default 0: none). Only
 *     when it is set is the client's address read from a forwarding header, as the address the
 *     nearest trusted proxy appended; otherwise it is the connection's own address.
 *   TRUST_PROXY_HEADER — which header those proxies append to: `x-forwarded-for` (default) or
 *     `forwarded` (RFC 7239). Only that one header is read: a client could send the other.
 *   LIMIT_SMS_PER_ADDRESS (30), LIMIT_MAIL_PER_ADDRESS (30) — codes sent an hour by SMS and by
 *     mail at the request of one client address; LIMIT_SIGN_IN_FAILURES_PER_ADDRESS (20) — failed
 *     sign-ins from one client address in 15 minutes. Raise them where many people share one
 *     address (a mobile carrier's NAT); tests that run from one address raise them too.
 */
import type { ServerMode } from '../app-deps.ts';
import { settingText, type SettingProblems } from '../server-env.ts';

/** Which forwarding header the trusted proxies write. */
export type ProxyHeader = 'x-forwarded-for' | 'forwarded';

/** What one client address may do (server/accounts/account-limits.ts). */
export interface PerAddressLimits {
  /** SMS codes sent an hour. */
  readonly smsPerHour: number;
  /** Mails with a code or link sent an hour. */
  readonly mailPerHour: number;
  /** Failed sign-ins in 15 minutes, over every account. */
  readonly signInFailuresPer15Minutes: number;
}

/** How the client's address is found, and what one address may do. */
export interface LimitsSettings {
  /** Reverse proxies in front of the server whose forwarding entries are believed (0: none). */
  readonly trustProxy: number;
  readonly proxyHeader: ProxyHeader;
  readonly perAddress: PerAddressLimits;
}

export const defaultPerAddressLimits: PerAddressLimits = { smsPerHour: 30, mailPerHour: 30, signInFailuresPer15Minutes: 20 };

/** No proxy (the connection's address is the client's), the default limits. */
export const directConnection: LimitsSettings = { trustProxy: 0, proxyHeader: 'x-forwarded-for', perAddress: defaultPerAddressLimits };

const MAX_PROXIES = 10;

/** Reads TRUST_PROXY and TRUST_PROXY_HEADER; pushes one line per bad value into `problems`. */
export function readLimitsSettings(env: NodeJS.ProcessEnv, _mode: ServerMode, problems: SettingProblems): LimitsSettings {
  const proxies = settingText(env, 'TRUST_PROXY') ?? '0';
  let trustProxy = 0;
  if (/^\d{1,2}$/.test(proxies) && Number(proxies) <= MAX_PROXIES) trustProxy = Number(proxies);
  else problems.push(`TRUST_PROXY must be the number of reverse proxies in front of the server (0 to ${MAX_PROXIES}), not "${proxies}"`);
  const header = (settingText(env, 'TRUST_PROXY_HEADER') ?? 'x-forwarded-for').toLowerCase();
  let proxyHeader: ProxyHeader = 'x-forwarded-for';
  if (header === 'x-forwarded-for' || header === 'forwarded') proxyHeader = header;
  else problems.push(`TRUST_PROXY_HEADER must be x-forwarded-for or forwarded, not "${header}"`);
  const count = (name: string, fallback: number): number => {
    const text = settingText(env, name);
    if (text === undefined) return fallback;
    if (/^\d{1,7}$/.test(text) && Number(text) >= 1) return Number(text);
    problems.push(`${name} must be a whole number of at least 1, not "${text}"`);
    return fallback;
  };
  const perAddress: PerAddressLimits = {
    smsPerHour: count('LIMIT_SMS_PER_ADDRESS', defaultPerAddressLimits.smsPerHour),
    mailPerHour: count('LIMIT_MAIL_PER_ADDRESS', defaultPerAddressLimits.mailPerHour),
    signInFailuresPer15Minutes: count('LIMIT_SIGN_IN_FAILURES_PER_ADDRESS', defaultPerAddressLimits.signInFailuresPer15Minutes),
  };
  return { trustProxy, proxyHeader, perAddress };
}
