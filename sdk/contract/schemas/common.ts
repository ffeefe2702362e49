import {
  array,
  boolean,
  coerce,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  union,
  type Describe,
  type Struct,
} from 'superstruct';
import { TEXT_MAX, limitedText } from './text-limits.ts';

/**
 * Building blocks shared by the entity schemas.
 *
 * Responses use `type()` (tolerant: a real backend may send more fields than we read);
 * request bodies use `object()` (strict: the server rejects unknown fields).
 * Optional fields from a backend may come as `null`: `maybe()` accepts both.
 */

/** An optional field that may also be `null`. */
export const maybe = <T, S>(struct: Struct<T, S>) => optional(nullable(struct));

/** `{ values: [...] }`: the list envelope the spec's calls answer with. */
export const valuesOf = <T, S>(item: Struct<T, S>) => type({ values: array(item) });

/** `{ message }`: the answer of calls that only report. */
export const MessageResponse = type({ message: maybe(string()) });

/** A location id (geonames: default city 524901, region fallback 524894). Sent as number or string. */
export const LocationId = union([number(), string()]);

export type { Describe };

/** A number that may arrive as a query-string text (`?limit=4`). */
export const QueryNumber = coerce(number(), string(), (text) => Number(text));

/** A boolean that may arrive as a query-string text (`?hidden=true`). */
export const QueryBoolean = coerce(boolean(), string(), (text) => text === 'true');

/** The `{id}` of a path. */
export const IdParams = object({ id: limitedText(TEXT_MAX.id) });
