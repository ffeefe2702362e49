import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top (a change of the query alone keeps the scroll). Not on the
 * first page: the browser opens it at its top already (or where a reload left it), and
 * scrolling then would force a layout while the page first renders.
 */
export function useScrollToTop(): void {
  const [pathname] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [pathname]);
}
