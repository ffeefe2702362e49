/**
 * Field schemas shared by the console's catalogue calls (events, event cities, formats, promo
 * codes) and by the catalogue import file (server/console/catalogue-import.ts): the same rule for
 * a record typed into the console and a record loaded from a file.
 */
import { integer, max, min, pattern, refine, size, string } from 'superstruct';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';

/** A record's public_id as the console makes or accepts it: lower-case letters, digits, `-` and `_`. */
export const CataloguePublicId = pattern(size(string(), 1, TEXT_MAX.id), /^[a-z0-9][a-z0-9_-]*$/);

/** A moment with its offset: `2027-05-16T09:00:00+03:00` or `…Z`. */
export const IsoInstant = refine(size(string(), 1, TEXT_MAX.date), 'IsoInstant', (value) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))
    ? true
    : `Expected a date and time with its offset (2027-05-16T09:00:00+03:00), got "${value}"`,
);

/** An IANA time zone the runtime knows (`Europe/Moscow`). */
export const TimeZone = refine(limitedText(TEXT_MAX.id), 'TimeZone', (value) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value !== '';
  } catch {
    return `Expected a time zone such as Europe/Moscow, got "${value}"`;
  }
});

/** Whole roubles (purchase.md: prices are shown without decimals). */
export const Roubles = max(min(integer(), 0), 10_000_000);

/** A count of places or uses. */
export const StockCount = max(min(integer(), 0), 1_000_000);

/** A title: never empty. */
export const Title = size(string(), 1, TEXT_MAX.title);

/** A link or a picture's address (a picture of the catalogue, `/api/picture/…`, or an https URL). */
export const LinkText = limitedText(2048);
