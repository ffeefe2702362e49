import { type MouseEvent, type ReactNode } from 'react';
import { getConfig } from '../../sdk/config/index.ts';
import { useWidgetNavigate } from '../../sdk/elements/index.ts';

/**
 * A link to a page of the organiser's site: a real link (new tab, copy), and on a plain click
 * a cancelable `racekit:navigate` the site routes itself.
 */
export function SiteLink({ path, className, children }: { path: string; className?: string; children: ReactNode }) {
  const navigate = useWidgetNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <a href={`${getConfig().site}${path}`} className={className} onClick={open}>
      {children}
    </a>
  );
}
