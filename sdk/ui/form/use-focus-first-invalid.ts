import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstInvalid } from '../../elements/focusable.ts';

/**
 * After a press of submit (or pay) that cannot proceed: once the form has rendered every
 * message, focus goes to the first field marked invalid inside `ref` (its tab opened first,
 * where a form lives in tabs). `request()` asks for it; the focus moves after the next render.
 */
export function useFocusFirstInvalid<T extends Element>(): { readonly ref: RefObject<T | null>; readonly request: () => void } {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0 && ref.current !== null) focusFirstInvalid(ref.current);
  }, [requests]);
  const request = useCallback(() => setRequests((count) => count + 1), []);
  return { ref, request };
}
