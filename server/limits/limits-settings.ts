/**
 * The settings of server/limits (docs/server.md, "Limits"):
 *   TRUST_PROXY — how many reverse proxies stand in front of the server (default 0: none). Only
 *     when it is set is the client's address read from a forwarding header, as the address the
 *     nearest trusted proxy appended; otherwise it is the connection's own address.
 *   TRUST_PROXY_HEADER — which header those proxies append to: `x-forwarded-for` (default) or
 *     `forwarded` (RFC 7239). Only that one header is read: a client could send the other.
 */
import type { ServerMode } from '../app-deps.ts';
import { settingText, type SettingProblems } from '../server-env.ts';

/** Which forwarding header the trusted proxies write. */
export type ProxyHeader = 'x-forwarded-for' | 'forwarded';

/** How the client's address is found. */
export interface LimitsSettings {
  /** Reverse proxies in front of the server whose forwarding entries are believed (0: none). */
  readonly trustProxy: number;
  readonly proxyHeader: ProxyHeader;
}

/** No proxy: the connection's address is the client's. */
export const directConnection: LimitsSettings = { trustProxy: 0, proxyHeader: 'x-forwarded-for' };

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
  return { trustProxy, proxyHeader };
}
