import { validate, type Struct } from 'superstruct';

export interface ShapeFailure {
  /** Dotted path of the first bad field (`values.0.title`); empty for the root. */
  readonly path: string;
  readonly detail: string;
}

/**
 * Validates (with coercion, so `defaulted` values apply) and returns either the value or the
 * first failure with its field path. Shared by the client (responses) and the server (requests).
 */
export function checkShape<T>(
  value: unknown,
  struct: Struct<T, unknown>,
): { ok: true; value: T } | { ok: false; failure: ShapeFailure } {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error === undefined) return { ok: true, value: result };
  const first = error.failures()[0] ?? error;
  return { ok: false, failure: { path: first.path.map(String).join('.'), detail: first.message } };
}
