/**
 * The sections of the personal area (account.md §2 "Route access", "Personal area"), by path.
 * Kept free of React: the route list reads it to guard /me/* before the area's chunk loads.
 *
 * - `guest`: where a visitor who is not signed in is sent (/login or /auth, as the spec lists).
 * - `menu`: the side-menu item the section belongs to (a ticket belongs to the tickets).
 * - `similar`: the similar-events block shows under it (tickets and orders routes only).
 */
export type MeMenuItem = 'tickets' | 'orders' | 'insurances' | 'clubs' | 'settings' | 'sessions';

export type MeSectionKey = 'tickets' | 'ticket' | 'orders' | 'order' | 'insurances' | 'clubs' | 'settings' | 'sessions';

export interface MeSection {
  readonly key: MeSectionKey;
  readonly menu: MeMenuItem;
  readonly guest: '/login' | '/auth';
  readonly similar: boolean;
}

/** A section matched from a path, with its one parameter (a ticket's or an order's public_id). */
export interface MeMatch {
  readonly section: MeSection;
  readonly id: string | undefined;
}

const table: readonly (MeSection & { readonly pattern: RegExp })[] = [
  { key: 'tickets', pattern: /^\/me\/?$/, menu: 'tickets', guest: '/auth', similar: true },
  { key: 'ticket', pattern: /^\/me\/ticket\/([^/]+)\/?$/, menu: 'tickets', guest: '/auth', similar: true },
  { key: 'orders', pattern: /^\/me\/shop\/?$/, menu: 'orders', guest: '/auth', similar: true },
  { key: 'order', pattern: /^\/me\/shop\/([^/]+)\/?$/, menu: 'orders', guest: '/auth', similar: true },
  { key: 'insurances', pattern: /^\/me\/insurances\/?$/, menu: 'insurances', guest: '/auth', similar: false },
  { key: 'clubs', pattern: /^\/me\/club\/?$/, menu: 'clubs', guest: '/login', similar: false },
  { key: 'settings', pattern: /^\/me\/setting\/?$/, menu: 'settings', guest: '/login', similar: false },
  { key: 'sessions', pattern: /^\/me\/session\/?$/, menu: 'sessions', guest: '/login', similar: false },
];

/** The side menu in order, with each item's path. */
export const meMenu: readonly { readonly item: MeMenuItem; readonly path: string }[] = [
  { item: 'tickets', path: '/me' },
  { item: 'orders', path: '/me/shop' },
  { item: 'insurances', path: '/me/insurances' },
  { item: 'clubs', path: '/me/club' },
  { item: 'settings', path: '/me/setting' },
  { item: 'sessions', path: '/me/session' },
];

/** The section of `path`, or null for a path under /me that is no section (not found). */
export function matchMeSection(path: string): MeMatch | null {
  for (const { pattern, ...section } of table) {
    const found = pattern.exec(path);
    if (found === null) continue;
    const raw = found[1];
    let id: string | undefined;
    try {
      id = raw === undefined ? undefined : decodeURIComponent(raw);
    } catch {
      return null;
    }
    return { section, id };
  }
  return null;
}
