/**
 * The one event map of racekit. Every widget event is a `CustomEvent` named `racekit:*` that
 * bubbles and is composed, so a listener on the host page (`document.addEventListener`) hears
 * it from inside any shadow root. The global augmentation below types those listeners.
 */
import type { PurchaseLine } from '../contract/schemas/partner-answers.ts';
import type { User } from '../contract/schemas/user.ts';

/** What went wrong, for `racekit:error`: a bad attribute, a render crash, or a failed call. */
export type RacekitErrorCode = 'attribute' | 'render' | 'api';

export interface RacekitEventMap {
  /**
   * A widget wants to go to `path` on the organiser's site (e.g. `/basket`, `/login`).
   * Cancelable: the site routes it itself; a partner page may `preventDefault()` and handle it;
   * otherwise the widget opens the organiser's site (`getConfig().site`) at that path.
   */
  'racekit:navigate': { path: string };
  /** The basket list changed; `count` is its new length (what the header badge shows). */
  'racekit:basket-change': { count: number };
  /** A user signed in. */
  'racekit:login': { user: User };
  /** The user signed out (token, user and basket data are cleared). */
  'racekit:logout': Record<string, never>;
  /**
   * The browser is about to go to the payment provider at `url`. Cancelable: a host that
   * prevents it takes over the redirect.
   */
  'racekit:payment-redirect': { url: string };
  /**
   * The buyer goes to pay (issue 17): the basket's lines (`{ public_id, kind, title, count,
   * total }`, a ticket's insurance a line of its own) and the total it shows, in roubles. Fired
   * where the checkout runs: the partner's page with inline checkout, else the organiser's site.
   */
  'racekit:checkout-start': { lines: PurchaseLine[]; total: number };
  /**
   * The buyer came back to this (partner's) page from the thanks page with a paid order
   * (issue 17): fired once, after the API confirmed the order is paid (a forged address fires
   * nothing). `total` is what was paid, in roubles.
   */
  'racekit:purchase': { order_id: string; total: number; lines: PurchaseLine[] };
  /**
   * `<racekit-login>`'s 'Назад' (account.md §2 "Back button (history back)"). Cancelable: a host
   * with its own router, or an embed in a dialog, handles it; not prevented, the widget goes
   * `history.back()`.
   */
  'racekit:back': Record<string, never>;
  /** Something failed inside a widget; the widget shows its own short message as well. */
  'racekit:error': { code: RacekitErrorCode; message: string; tag: string; attribute?: string };
}

export type RacekitEventName = keyof RacekitEventMap;

/** The events a host page may cancel with `preventDefault()`. */
const cancelable: ReadonlySet<RacekitEventName> = new Set(['racekit:navigate', 'racekit:payment-redirect', 'racekit:back']);

/**
 * Dispatches a racekit event from `target` (bubbles, composed; cancelable where the map says so).
 * Returns false when a listener called `preventDefault()`.
 */
export function dispatchRacekitEvent<K extends RacekitEventName>(
  target: EventTarget,
  type: K,
  detail: RacekitEventMap[K],
): boolean {
  const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: cancelable.has(type) });
  return target.dispatchEvent(event);
}

type RacekitCustomEvents = { [K in RacekitEventName]: CustomEvent<RacekitEventMap[K]> };

declare global {
  // Element, Document and Window listeners all read their event types from here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface GlobalEventHandlersEventMap extends RacekitCustomEvents {}
}
