import '../../../widgets/my-tickets/define.ts';
import type { MeSectionProps } from './me-area.tsx';

/**
 * 'Билеты' (/me) and one ticket (/me/ticket/{public_id}): `<racekit-my-tickets>`, whose `ticket`
 * attribute switches between the lists and the ticket's detail. The element stays while the
 * route moves between the two, so the lists it loaded are not asked for again.
 */
export function TicketsSection({ id }: MeSectionProps) {
  return <racekit-my-tickets className="me-widget" {...(id === undefined ? {} : { ticket: id })} />;
}
