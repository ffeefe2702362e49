import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at its top (a change of the query alone keeps the scroll). */
export function useScrollToTop(): void {
  const [pathname] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
}
