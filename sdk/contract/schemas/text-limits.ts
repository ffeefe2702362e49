import { record, refine, size, string, type Struct } from 'superstruct';

/**
 * The longest text each kind of request field may carry (issue 13 §7): every text field of every
 * request body, query and path of the contract is one of these, so the client refuses to send a
 * longer one (sdk/contract/invoke.ts) and the server refuses to take it (server/http/route.ts,
 * a 400 naming the field) — the same schema on both sides. The site's inputs carry the same
 * numbers as `maxLength`, so a visitor never meets the refusal.
 *
 * Not texts, and bounded otherwise: an uploaded file's base64 `data` (the file's size rule and the
 * server's 8 MB request limit), and the stored basket's copies of the catalogue (titles,
 * descriptions: at most 200 lines in an 8 MB request; the visitor's own data in a line — a
 * participant, an insured person — is bounded here).
 */
export const TEXT_MAX = {
  /** public_ids, mail-link codes, sign-in secrets, states, kinds, sizes, regions and other identifiers. */
  id: 128,
  /** What a provider's redirect brings back (an OAuth code, VK ID's device id). */
  providerValue: 2048,
  /** A person's first, second or last name; the name of a contact or of a support request. */
  name: 100,
  /** An e-mail address (RFC 5321's longest path). */
  email: 254,
  /** A phone as digits or as typed in its mask. */
  phone: 32,
  password: 128,
  /** A one-time code typed by the visitor (an SMS code) or a promo code. */
  code: 64,
  /** A date or a time as text (ISO, DD.MM.YYYY, HH:MM:SS). */
  date: 32,
  /** A title: a competition's name, a club's, a participant's free answer. */
  title: 200,
  /** A postal address. */
  address: 500,
  /** A search query. */
  search: 200,
  /** Free text: a support message or question, a shop item's text. */
  text: 5000,
  /** An uploaded file's name. */
  fileName: 255,
} as const;

/** A text of at most `max` characters. */
export const limitedText = (max: number): Struct<string, null> => size(string(), 0, max);

/**
 * A record of texts (a participant's `info`: names, phone, birth date, region, size, answers by
 * name): keys at most {@link TEXT_MAX.id}, the fields named in `limits` within their own maximum,
 * any other within `other`.
 */
export function limitedRecord(limits: Readonly<Record<string, number>>, other: number): Struct<Record<string, string>, null> {
  return refine(record(limitedText(TEXT_MAX.id), limitedText(other)), 'maxLength', (value) => {
    for (const [key, max] of Object.entries(limits)) {
      const text = value[key];
      if (text !== undefined && text.length > max) return `Expected «${key}» of at most ${max} characters, got ${text.length}`;
    }
    return true;
  });
}

/** The limits of a participant's fields, as `info` records and the participant schemas name them. */
export const participantTextLimits: Readonly<Record<string, number>> = {
  first_name: TEXT_MAX.name,
  last_name: TEXT_MAX.name,
  second_name: TEXT_MAX.name,
  phone: TEXT_MAX.phone,
  birth_date: TEXT_MAX.date,
  gender: TEXT_MAX.id,
  region: TEXT_MAX.id,
  item_size: TEXT_MAX.id,
};
