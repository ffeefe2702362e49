import { is } from 'superstruct';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import {
  PartnerName,
  ReturnUrl,
  UTM_FIELDS,
  UTM_MAX_LENGTH,
  type Attribution,
  type StoredAttribution,
  type Utm,
} from '../contract/schemas/attribution.ts';

/**
 * Who sold a purchase (issue 17), as the basket keeps it: each line carries the attribution of
 * the basket's first touch (the first partner link or partner page that added a ticket) for
 * 30 days; the payment sends the oldest one still alive. Values that do not fit (a bad partner
 * name, a `javascript:` return address, an overlong UTM) are dropped one by one, never stored.
 */

/** How long a first touch counts: 30 days. */
export const ATTRIBUTION_MS = 30 * 24 * 60 * 60 * 1000;

/** What a page or link says about who sells: any of partner, UTM, the page to come back to. */
export interface Touch {
  readonly partner?: string | null | undefined;
  readonly utm?: Utm | undefined;
  readonly returnUrl?: string | null | undefined;
}

/** The `utm_*` parameters of a query, each trimmed and at most 200 characters; undefined when none. */
export function utmOf(query: URLSearchParams): Utm | undefined {
  const utm: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = query.get(`utm_${field}`)?.trim().slice(0, UTM_MAX_LENGTH) ?? '';
    if (value !== '') utm[field] = value;
  }
  return Object.keys(utm).length === 0 ? undefined : utm;
}

/** A touch as a line keeps it at `now`; undefined when nothing valid is left. */
export function storedTouch(touch: Touch, now: number): StoredAttribution | undefined {
  const partner = touch.partner?.trim().toLowerCase();
  const returnUrl = touch.returnUrl?.trim();
  const stored: StoredAttribution = {
    ...(partner !== undefined && is(partner, PartnerName) ? { partner } : {}),
    ...(touch.utm === undefined ? {} : { utm: touch.utm }),
    ...(returnUrl !== undefined && is(returnUrl, ReturnUrl) ? { return_url: returnUrl } : {}),
    at: now,
  };
  return stored.partner === undefined && stored.utm === undefined ? undefined : stored;
}

/** A landing link's touch: `partner`, `utm_*` and `return` of its query. */
export function touchOfQuery(query: URLSearchParams): Touch {
  return { partner: query.get('partner'), utm: utmOf(query), returnUrl: query.get('return') };
}

const alive = (attribution: StoredAttribution | null | undefined, now: number): attribution is StoredAttribution =>
  attribution != null && attribution.at <= now && now - attribution.at < ATTRIBUTION_MS;

/** The basket's first touch still alive at `now` (the oldest), if any. */
export function firstTouch(items: readonly BasketItem[], now: number): StoredAttribution | undefined {
  let first: StoredAttribution | undefined;
  for (const item of items) {
    if (alive(item.attribution, now) && (first === undefined || item.attribution.at < first.at)) first = item.attribution;
  }
  return first;
}

/** The attribution a new line keeps: the basket's first touch while alive, else this touch. */
export function lineAttribution(items: readonly BasketItem[], touch: Touch, now: number): StoredAttribution | undefined {
  return firstTouch(items, now) ?? storedTouch(touch, now);
}

/** `line` with the attribution it keeps in a basket of `items` (unchanged when there is none). */
export function withAttribution(line: BasketItem, items: readonly BasketItem[], touch: Touch, now: number): BasketItem {
  const attribution = lineAttribution(items, touch, now);
  return attribution === undefined ? line : { ...line, attribution };
}

/** What the payment sends: the first touch without its time; undefined when none is alive. */
export function paymentAttribution(items: readonly BasketItem[], now: number): Attribution | undefined {
  const first = firstTouch(items, now);
  if (first === undefined) return undefined;
  const { at: _at, ...sent } = first;
  return sent;
}
