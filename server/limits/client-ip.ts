/**
 * The client's address, for limits per address (server/limits/rate-limit.ts).
 *
 * - Without a trusted proxy (TRUST_PROXY=0, the default) it is the connection's own address,
 *   from @hono/node-server's connection info; forwarding headers are ignored, since any client
 *   can write them.
 * - With TRUST_PROXY=N it is the entry of the configured header (X-Forwarded-For or Forwarded)
 *   that the outermost of the N trusted proxies appended: the N-th from the right. Entries to
 *   its left were written by the client and are never believed. When the header is missing or
 *   that entry is not an address, the connection's address is used.
 * - A request that has no connection (`app.request()` in tests, another runtime) is
 *   {@link NO_CONNECTION}; a test gives it an address with {@link connectionEnv}, or sends a
 *   forwarding header to an app with a trusted proxy.
 *
 * IPv4-mapped IPv6 addresses (`::ffff:192.0.2.1`) read as IPv4. {@link ipSubject} groups an
 * IPv6 address by its /64 network, the block one subscriber usually holds.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import type { ApiEnv } from '../http/api-env.ts';
import type { LimitsSettings } from './limits-settings.ts';

/** The address of a request that came through no socket. */
export const NO_CONNECTION = '0.0.0.0';

/** The bindings @hono/node-server gives a request, for `app.request(path, init, connectionEnv(ip))`. */
export function connectionEnv(address: string): { incoming: { socket: { remoteAddress: string } } } {
  return { incoming: { socket: { remoteAddress: address } } };
}

/** `::ffff:192.0.2.1` → `192.0.2.1`; IPv6 lowercased; anything that is not an address → undefined. */
export function normalIp(text: string): string | undefined {
  const bare = text.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (isIPv4(bare)) return bare;
  return isIPv6(bare) ? bare.toLowerCase() : undefined;
}

/** An entry of a forwarding header without quotes, brackets and port: `"[2001:db8::1]:443"` → `2001:db8::1`. */
function entryAddress(entry: string): string | undefined {
  const text = entry.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1];
  if (bracketed !== undefined) return normalIp(bracketed);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text)?.[1];
  return normalIp(withPort ?? text);
}

/** The addresses a forwarding header lists, left (the client's claim) to right (the nearest proxy). */
function forwardedEntries(header: string, kind: LimitsSettings['proxyHeader']): string[] {
  const elements = header.split(',');
  if (kind === 'x-forwarded-for') return elements;
  // Forwarded: for=192.0.2.60;proto=http, for="[2001:db8::1]:4711"
  return elements.map((element) => {
    const pair = element.split(';').find((part) => /^\s*for\s*=/i.test(part));
    return pair === undefined ? '' : pair.replace(/^\s*for\s*=\s*/i, '');
  });
}

function socketAddress(c: Context<ApiEnv>): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address === undefined ? undefined : normalIp(address);
  } catch {
    // app.request() without bindings: no socket to read
    return undefined;
  }
}

// Apps already warned that a proxy seems to stand in front while TRUST_PROXY is 0.
const warned = new WeakSet<object>();

/** The client's address, under the app's TRUST_PROXY settings (`deps.limits`). */
export function clientIp(c: Context<ApiEnv>): string {
  const deps = c.get('deps');
  const settings = deps.limits;
  const direct = socketAddress(c) ?? NO_CONNECTION;
  if (settings.trustProxy === 0) {
    // Behind an unconfigured proxy every client has the proxy's address and shares its limits.
    if (!warned.has(deps) && (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined)) {
      warned.add(deps);
      deps.log(`limits: requests carry forwarding headers but TRUST_PROXY is 0, so every client counts as the connection's address (${direct}); set TRUST_PROXY behind a reverse proxy (docs/server.md, "Limits")`);
    }
    return direct;
  }
  const header = c.req.header(settings.proxyHeader);
  if (header === undefined || header.trim() === '') return direct;
  const entries = forwardedEntries(header, settings.proxyHeader);
  // Fewer entries than proxies: the leftmost one was still written by a trusted proxy.
  const entry = entries[Math.max(0, entries.length - settings.trustProxy)];
  return (entry === undefined ? undefined : entryAddress(entry)) ?? direct;
}

/** The eight 16-bit groups of a valid IPv6 address, as numbers. */
function ipv6Groups(ip: string): number[] {
  let text = ip.replace(/%.*$/, '');
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4 !== null) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${(((a ?? 0) << 8) | (b ?? 0)).toString(16)}:${(((c ?? 0) << 8) | (d ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: zeros }, () => '0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * The subject a per-address limit counts: the IPv4 address itself, or the /64 network of an
 * IPv6 address (`2001:db8:1:2::/64`), since one subscriber holds a whole /64.
 */
export function ipSubject(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  return `${ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
