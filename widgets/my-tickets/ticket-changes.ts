import { cancelTicketRegistration, confirmTicketTransfer, returnTicket } from '../../sdk/contract/index.ts';
import { reloadTickets } from './ticket-queries.ts';

/**
 * The changes a card's dialogs make to a ticket (account.md §4): each calls the server, then
 * every list and the detail load again (not awaited: the dialog closes at once).
 */
export const ticketChanges = {
  cancelRegistration: async (ticketId: string) => {
    await cancelTicketRegistration(ticketId);
    void reloadTickets();
  },
  /** Accept a ticket sent to the user, or decline it: it goes back to its sender. */
  answerTransfer: async (ticketId: string, accept: boolean) => {
    await confirmTicketTransfer(ticketId, accept);
    void reloadTickets();
  },
  /** Take back a ticket the user sent, its recipient not registered yet. */
  takeBack: async (ticketId: string) => {
    await returnTicket(ticketId);
    void reloadTickets();
  },
  /** After a change made inside a dialog of its own (transfer, refund, registration). */
  changed: () => void reloadTickets(),
};
