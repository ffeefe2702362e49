/**
 * Field schemas of the console's goods (insurance, shop goods, certificates): the same rules for
 * the console's forms and the server's checks.
 */
import { enums, nullable, optional, refine, size, string } from 'superstruct';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { LinkText, Title } from './catalogue-fields.ts';

/**
 * An address on this site (`/api/files/picture/…`, `/api/files/document/…`) or an https URL: what
 * a picture, a logo or a terms link may be. Never `javascript:`, `data:` or plain http.
 */
export const SiteLink = refine(LinkText, 'SiteLink', (value) =>
  /^\/[^/\\]/.test(value) || /^https:\/\/[^\s/]+/.test(value) ? true : `Expected an address starting with / or https://, got "${value}"`,
);

/** A Russian text that may be left empty. */
export const OptionalLongText = optional(limitedText(TEXT_MAX.text));
/** An English twin: absent (unchanged), null or empty (the Russian text is shown), or the text. */
export const EnglishTitle = optional(nullable(size(string(), 0, TEXT_MAX.title)));
export const EnglishText = optional(nullable(limitedText(TEXT_MAX.text)));
/** A title that may be edited (never emptied). */
export const OptionalTitle = optional(Title);

/** A list filter: hidden records only, shown ones only, or all (absent). */
export const HiddenFilter = optional(enums(['true', 'false']));
