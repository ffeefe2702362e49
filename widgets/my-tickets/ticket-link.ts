import { type MouseEvent } from 'react';
import { getConfig } from '../../sdk/config/index.ts';
import { useWidgetNavigate } from '../../sdk/elements/index.ts';

/** The page of one ticket on the organiser's site (account.md §2). */
export const ticketPath = (publicId: string) => `/me/ticket/${encodeURIComponent(publicId)}`;

/**
 * A link to a ticket's page: a real address on the organiser's site, and a plain click routed
 * inside the page (a modified click, e.g. to a new tab, is the browser's).
 */
export function useTicketLink(publicId: string): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const navigate = useWidgetNavigate();
  return {
    href: `${getConfig().site}${ticketPath(publicId)}`,
    onClick: (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(ticketPath(publicId));
    },
  };
}
