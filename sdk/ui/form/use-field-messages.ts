import { useCallback, useState } from 'react';

/** Which messages of a form show, and the two ways a message comes to show. */
export interface FieldMessages<F extends string> {
  /** Whether the field's message shows: the visitor has left the field, or every message is revealed. */
  readonly shows: (field: F) => boolean;
  /** The visitor has been in the field (left it, or chose in it). */
  readonly touch: (field: F) => void;
  /** Every message shows from now on: the submit button was pressed. */
  readonly revealAll: () => void;
  /** A fresh form again: no message shows (after a successful send). */
  readonly reset: () => void;
  /** Whether every message is revealed. */
  readonly revealed: boolean;
}

/**
 * The rule of every form of the kit (purchase.md §5, account.md §5): a field tells its message
 * once the visitor has left it, and every field tells its message once the submit (or pay)
 * button is pressed — `revealed` from outside when the button lives elsewhere (the basket's
 * «Оплатить»). Messages then follow every change.
 */
export function useFieldMessages<F extends string>(revealedOutside = false): FieldMessages<F> {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [revealedHere, setRevealed] = useState(false);
  const revealed = revealedOutside || revealedHere;
  const touch = useCallback((field: F) => setTouched((before) => (before.has(field) ? before : new Set([...before, field]))), []);
  const revealAll = useCallback(() => setRevealed(true), []);
  const reset = useCallback(() => {
    setTouched(new Set());
    setRevealed(false);
  }, []);
  return { shows: (field: F) => revealed || touched.has(field), touch, revealAll, reset, revealed };
}
