import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsCalls } from '../../sdk/contract/index.ts';
import { type WidgetProps, prefetchCall, prepareExtraStyles, useExtraStyles, useWidgetElement } from '../../sdk/elements/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { laterUiStyles } from '../../sdk/ui/index.ts';
import { BasketSheet } from './basket-sheet.tsx';
import type { buyTicketAttributes } from './buy-ticket-attributes.ts';
import dialogCss from './buy-ticket-dialog.css?inline';
import { ChooseTicket } from './choose-ticket.tsx';

/**
 * The buy dialog of `<racekit-buy-ticket>`, loaded only when the button is pressed: the
 * event's cities (GET /api/event/id/{id}), the chosen city's formats
 * (GET /api/event_format/event/{event city id}), the count, then the basket (inline) or the
 * organiser's site (redirect). Everything heavy of the widget lives in this chunk. The first
 * step is choose-ticket.tsx.
 */

/** Page services the dialog needs, started before its first render (not during an atom read). */
export function startDialogServices(): void {
  getQueryClient();
}

/** The primitives' styles the button's first paint left out, then the dialog's own. */
const dialogStyles = [...laterUiStyles, dialogCss];
// Parsed as soon as this chunk arrives (on intent or idle), not on the press.
prepareExtraStyles(dialogStyles);

/** On the visitor's intent (pointer over the button, focus, the press): the event the dialog opens with, asked for before it renders. */
export function prefetchDialog(eventId: string): void {
  prefetchCall(eventsCalls.byId, { params: { id: eventId } });
}

export type BuyTicketDialogProps = WidgetProps<typeof buyTicketAttributes> & { onClose: () => void };

/** The dialog: choose a ticket, then (inline checkout) the basket. */
export function BuyTicketDialog(props: BuyTicketDialogProps) {
  // Before any query atom below is read (the lazy chunk loads once, the page may start afresh).
  useState(startDialogServices);
  useExtraStyles(dialogStyles);
  const { i18n } = useTranslation();
  const host = useWidgetElement();
  const [phase, setPhase] = useState<'choose' | 'basket'>('choose');
  if (phase === 'basket') return <BasketSheet onClose={props.onClose} lang={i18n.language} theme={host?.getAttribute('theme') ?? null} />;
  return <ChooseTicket {...props} onAdded={() => setPhase('basket')} />;
}
