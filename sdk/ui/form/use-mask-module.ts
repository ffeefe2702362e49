import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';

/** The input under the caret: `input` is the active element of its own root (a widget's shadow root or the page). */
function focused(input: HTMLInputElement | null): boolean {
  const root = input?.getRootNode();
  return input !== null && (root instanceof Document || root instanceof ShadowRoot) && root.activeElement === input;
}

/**
 * A masked field's code (react-imask, about 13 KB), loaded when the field first renders; until
 * it is in, the field is a plain input that takes typing (issue 30: a form draws before its
 * masks arrive). When the module comes the masked input replaces the plain one: the owner holds
 * the text typed so far (the plain input reported every change), and the caret moves to the
 * end of the new input if the plain one had it. A failed load leaves the plain input.
 *
 * Returns the module once loaded, the ref for the plain input and the ref for the masked one
 * (which also forwards to `outer`, the field's own ref).
 */
export function useMaskModule<M>(
  load: () => Promise<M>,
  cache: { module?: M | undefined },
  outer: Ref<HTMLInputElement>,
): { module: M | undefined; plainRef: (input: HTMLInputElement | null) => void; maskedRef: (input: HTMLInputElement | null) => void } {
  const [module, setModule] = useState<M | undefined>(cache.module);
  const plain = useRef<HTMLInputElement | null>(null);
  const masked = useRef<HTMLInputElement | null>(null);
  const carry = useRef(false);
  const forward = useCallback(
    (input: HTMLInputElement | null) => {
      if (typeof outer === 'function') outer(input);
      else if (outer !== null && outer !== undefined) outer.current = input;
    },
    [outer],
  );

  useEffect(() => {
    if (module !== undefined) return undefined;
    let live = true;
    void load().then(
      (loaded) => {
        cache.module = loaded;
        if (!live) return;
        carry.current = focused(plain.current);
        setModule(() => loaded);
      },
      () => undefined, // the network: the plain input stays, and takes typing
    );
    return () => {
      live = false;
    };
  }, [module, load, cache]);

  useLayoutEffect(() => {
    if (!carry.current || masked.current === null) return;
    carry.current = false;
    const end = masked.current.value.length;
    masked.current.focus();
    masked.current.setSelectionRange(end, end);
  }, [module]);

  const plainRef = useCallback(
    (input: HTMLInputElement | null) => {
      plain.current = input;
      forward(input);
    },
    [forward],
  );
  const maskedRef = useCallback(
    (input: HTMLInputElement | null) => {
      masked.current = input;
      forward(input);
    },
    [forward],
  );
  return { module, plainRef, maskedRef };
}
