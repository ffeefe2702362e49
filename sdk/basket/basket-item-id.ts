/**
 * A new `unique_id` for a basket line. Random from `crypto.getRandomValues` (present in every
 * browser, secure context or not, and in Node), so two tabs never mint the same id.
 */
export function newBasketItemId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where edits that create lines take their ids from (tests pass a counter). */
export type IdSource = () => string;
