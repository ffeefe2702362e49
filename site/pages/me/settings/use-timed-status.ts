import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a status message of the settings stays (account.md §9: 5 s). */
export const STATUS_MS = 5_000;

export interface TimedStatus {
  readonly text: string;
  readonly tone: 'success' | 'error' | 'info';
}

/**
 * A block's status line: `show` puts a message up and it clears itself after 5 s; a newer
 * message restarts the clock; `clear` takes it down at once.
 */
export function useTimedStatus(ms = STATUS_MS): { status: TimedStatus | null; show: (text: string, tone: TimedStatus['tone']) => void; clear: () => void } {
  const [status, setStatus] = useState<TimedStatus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(null);
  }, []);
  const show = useCallback(
    (text: string, tone: TimedStatus['tone']) => {
      clearTimeout(timer.current);
      setStatus({ text, tone });
      timer.current = setTimeout(() => setStatus(null), ms);
    },
    [ms],
  );
  return { status, show, clear };
}
