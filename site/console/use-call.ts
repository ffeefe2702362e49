import { useCallback, useEffect, useRef, useState } from 'react';

/** Where one server call of a screen stands. */
export type CallState<T> = { readonly status: 'loading'; readonly data?: T | undefined } | { readonly status: 'ready'; readonly data: T } | { readonly status: 'error'; readonly error: unknown; readonly data?: T | undefined };

/**
 * Runs `load` whenever `key` changes (the key names everything the call depends on: an id, a
 * page query as JSON) and keeps its answer; `reload()` asks again. While a new answer loads the
 * old one stays (`data`), so a table keeps its rows instead of jumping; an answer that arrives
 * after a newer request started is dropped.
 */
export function useCall<T>(key: string, load: () => Promise<T>): { readonly state: CallState<T>; readonly reload: () => void } {
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let current = true;
    setState((before) => ({ status: 'loading', data: before.data }));
    latest.current().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState((before) => ({ status: 'error', error, data: before.data }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
