import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { languages, type Language, pictureUrl } from '../../sdk/config/index.ts';
import type { Ticket } from '../../sdk/contract/schemas/index.ts';
import { formatDayMonthTime } from '../../sdk/format/index.ts';
import { userAtom } from '../../sdk/state/index.ts';
import {
  isIncomingTransfer,
  offersQrCode,
  ticketActions,
  ticketStatus,
  type TicketActions,
  type TicketList,
  type TicketStatus,
} from '../../sdk/tickets/index.ts';

const isLanguage = (lang: string): lang is Language => (languages as readonly string[]).includes(lang);

/** What a ticket's card shows and offers (account.md §4 "Ticket card"). */
export interface TicketCardData {
  readonly lang: Language;
  readonly status: TicketStatus;
  readonly actions: TicketActions;
  /** Sent to the user and not answered yet: 'Вам передали билет'. */
  readonly incoming: boolean;
  /** A cancelled purchase admits no one: its code is never shown (issue 29 item 14). */
  readonly hasQr: boolean;
  readonly picture: string | undefined;
  readonly logo: string | undefined;
  /** The event type's name, shown above the title when it is another. */
  readonly brand: string | undefined;
  readonly title: string;
  /** 'D MMMM / HH:mm' in the event's time zone ('' for no date). */
  readonly start: string;
}

/**
 * The card's data: the sdk's rules (sdk/tickets/ticket-status.ts) read for the signed-in user
 * now, and the event's pictures, names and start in the visitor's language.
 */
export function useTicketCard(ticket: Ticket, list: TicketList): TicketCardData {
  const { i18n } = useTranslation();
  const userId = useAtomValue(userAtom)?.public_id;
  const now = Date.now();
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';
  const brand = ticket.event.event_type?.title ?? undefined;
  const timeZone = ticket.event_format.timezone ?? undefined;
  return {
    lang,
    status: ticketStatus(ticket, now),
    actions: ticketActions(ticket, list, userId, now),
    incoming: list === 'active' && isIncomingTransfer(ticket, userId),
    hasQr: offersQrCode(ticket, list),
    picture: pictureUrl(ticket.event.banners?.landing_page?.mobile_picture),
    logo: pictureUrl(ticket.event.event_type?.logo),
    brand,
    title: ticket.event.title ?? brand ?? ticket.event_format.title,
    start: formatDayMonthTime(ticket.event_format.start_time, timeZone === undefined ? { lang } : { lang, timeZone }),
  };
}
