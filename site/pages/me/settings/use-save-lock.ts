import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the profile's save button stays disabled after a press (account.md §9: 3 s). */
export const SAVE_LOCK_MS = 3_000;

/** `locked` for 3 s after each `lock()`: a save button cannot be pressed again meanwhile. */
export function useSaveLock(ms = SAVE_LOCK_MS): { locked: boolean; lock: () => void } {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    clearTimeout(timer.current);
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), ms);
  }, [ms]);
  return { locked, lock };
}
