import { number, object, optional, refine, size, string, type, type Infer } from 'superstruct';
import { PartnerName } from '../../config/partner-name.ts';

/**
 * Partner attribution (issue 17): who sold a purchase. A partner is named by `data-partner`
 * on the script tag, a `partner` attribute on a tag, or `?partner=` on a landing link; the
 * usual `utm_*` parameters travel beside it. Nothing here can change a price: the server
 * prices the order without reading it.
 */

export { PARTNER_NAME_PATTERN, PartnerName } from '../../config/partner-name.ts';

/** The longest text of one `utm_*` value and of a return address that is kept. */
export const UTM_MAX_LENGTH = 200;
export const RETURN_URL_MAX_LENGTH = 2_000;

const utmText = size(string(), 1, UTM_MAX_LENGTH);

/** The `utm_*` parameters of a landing link, without the `utm_` prefix. */
export const Utm = object({
  source: optional(utmText),
  medium: optional(utmText),
  campaign: optional(utmText),
  term: optional(utmText),
  content: optional(utmText),
});
export type Utm = Infer<typeof Utm>;
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** An absolute http(s) address: the partner page a checkout started on. */
export const ReturnUrl = refine(size(string(), 1, RETURN_URL_MAX_LENGTH), 'ReturnUrl', (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'expected an http(s) address';
  } catch {
    return 'expected an absolute address';
  }
});

/** The attribution a payment sends (POST /api/payment `attribution`). */
export const Attribution = object({
  partner: optional(PartnerName),
  utm: optional(Utm),
  return_url: optional(ReturnUrl),
});
export type Attribution = Infer<typeof Attribution>;

/** The attribution a basket line keeps: the first touch, and when it happened (ms since 1970). */
export const StoredAttribution = type({
  partner: optional(PartnerName),
  utm: optional(Utm),
  return_url: optional(ReturnUrl),
  at: number(),
});
export type StoredAttribution = Infer<typeof StoredAttribution>;
