import { useSyncExternalStore } from 'react';

/** The narrow breakpoint of account.md §9. */
const NARROW = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is at most 768 px wide, following resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => matchMedia(NARROW).matches, () => false);
}
