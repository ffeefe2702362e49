/**
 * What the sdk/checkout unit tests share: a memory localStorage, a fresh store, the API
 * answered by a table of routes (every request recorded), and basket lines shaped as the
 * demo catalogue's formats (purchase.md §5 limits: buy_limit, tickets left, teams).
 */
import { createStore } from 'jotai/vanilla';
import { vi } from 'vitest';
import { configure, resetConfig } from '../../sdk/config/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import type { RacekitStore } from '../../sdk/state/index.ts';

export const API = 'http://api.test/api';

export class MemoryStorage {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

export interface Sent {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly authorization: string | null;
}

export type Reply = { readonly status?: number; readonly body: unknown };
export type Routes = Record<string, Reply | ((sent: Sent) => Reply)>;

/** Answers `METHOD /path` from `routes` (404 otherwise); every request lands in the returned list. */
export function stubApi(routes: Routes): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method: init?.method ?? 'GET', path: url.pathname, body, authorization: new Headers(init?.headers).get('authorization') };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply = typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { message: 'Не найдено' } });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

/** A fresh store over a fresh memory localStorage, the API at {@link API}. */
export function freshCheckout(): { store: RacekitStore; storage: MemoryStorage } {
  const storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  resetConfig();
  configure({ apiBase: API });
  return { store: createStore(), storage };
}

/** A ticket line of format `format` with the limits the test names. */
export const ticket = (format: string, patch: Partial<BasketItem> = {}): BasketItem => ({
  unique_id: `line-${format}`,
  public_id: format,
  format_public_id: format,
  selector: 'ticket',
  count: 1,
  price: 2490,
  name: format,
  event: { public_id: 'ev-1', title: 'Стальной рубеж' },
  event_city: { public_id: 'ec-1', name: 'Москва', timezone: 'Europe/Moscow' },
  tickets_left: { athlete: 500 },
  kind: 'athlete',
  ...patch,
});

/** The demo formats of the issue: Хардкор (buy limit 2, 5 left), Элита (pre-registration, limit 1), Ночной (sold out), the corporate team. */
export const demo = {
  hardcore: ticket('f-rl-msk-hardcore', { buy_limit: 2, tickets_left: { athlete: 5 } }),
  elite: ticket('f-rl-msk-elite', { buy_limit: 1, tickets_left: { athlete: 260 }, preregistration: true }),
  night: ticket('f-rl-msk-night', { tickets_left: { athlete: 0 } }),
  corp: ticket('f-rl-msk-corp', { team_all: true, fixed_count: false, min_count: 3, max_count: 10, tickets_left: { athlete: 410 } }),
  team5: ticket('f-rl-msk-team5', { team_all: true, fixed_count: true, min_count: 5, max_count: 5, tickets_left: { athlete: 345 } }),
  light: ticket('f-rl-msk-light', { tickets_left: { athlete: 519 } }),
};

export function endCheckout(): void {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetConfig();
}
