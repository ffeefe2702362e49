/**
 * Structs for element attributes: each turns the attribute's text (`undefined` when the
 * attribute is absent) into a typed prop, or fails with a message naming what was expected.
 * Any superstruct struct works in `defineWidget({ attributes })`; these cover the usual kinds.
 *
 *   attributes: { event: attr.text(), count: attr.integer({ min: 1, max: 500, fallback: 1 }),
 *                 checkout: attr.oneOf(['inline', 'redirect'], 'inline'), compact: attr.flag() }
 */
import { coerce, define, defaulted, enums, integer, max, min, optional, refine, string, type Struct } from 'superstruct';

const isText = define<string>('attribute text', (value) => typeof value === 'string');

function integerStruct(bounds: { min?: number; max?: number }): Struct<number, unknown> {
  let struct: Struct<number, unknown> = integer();
  if (bounds.min !== undefined) struct = min(struct, bounds.min);
  if (bounds.max !== undefined) struct = max(struct, bounds.max);
  // '' or '  ' is not 0: Number('') would say it is.
  return coerce(struct, isText, (text) => (text.trim() === '' ? Number.NaN : Number(text)));
}

function integerAttribute(bounds: { min?: number; max?: number; fallback: number }): Struct<number, unknown>;
function integerAttribute(bounds?: { min?: number; max?: number }): Struct<number | undefined, unknown>;
function integerAttribute(bounds: { min?: number; max?: number; fallback?: number } = {}): Struct<number, unknown> | Struct<number | undefined, unknown> {
  const struct = integerStruct(bounds);
  return bounds.fallback === undefined ? optional(struct) : defaulted(struct, bounds.fallback);
}

function oneOfAttribute<const V extends string>(values: readonly V[], fallback: V): Struct<V, unknown>;
function oneOfAttribute<const V extends string>(values: readonly V[]): Struct<V | undefined, unknown>;
function oneOfAttribute<const V extends string>(values: readonly V[], fallback?: V): Struct<V, unknown> | Struct<V | undefined, unknown> {
  const struct: Struct<V, unknown> = enums(values);
  return fallback === undefined ? optional(struct) : defaulted(struct, fallback);
}

export const attr = {
  /** Free text; `undefined` when absent. */
  text: (): Struct<string | undefined, unknown> => optional(string()),
  /** Text that must be present and not blank. */
  requiredText: (): Struct<string, unknown> => refine(string(), 'not blank', (value) => value.trim() !== '' || 'must not be blank'),
  /** A whole number within optional bounds; `fallback` when absent. */
  integer: integerAttribute,
  /** One of the listed values; `fallback` when absent. */
  oneOf: oneOfAttribute,
  /** A boolean attribute in the HTML sense: present (any value) is true, absent is false. */
  flag: (): Struct<boolean, unknown> =>
    coerce(
      define<boolean>('flag', (value) => typeof value === 'boolean'),
      optional(isText),
      (text) => text !== undefined,
    ),
};
