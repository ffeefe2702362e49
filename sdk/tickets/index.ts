// The public entry "@racekit/sdk/tickets" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/tickets/, by name.
export {
  activeSections,
  EVENT_CURRENT_MS,
  isCancelled,
  isIncomingTransfer,
  isPast,
  isTransferredAway,
  offersQrCode,
  REFUND_PENDING_STATUS,
  REFUNDED_STATUS,
  shownTicketStatus,
  ticketActions,
  type TicketActions,
  type TicketList,
  ticketListOf,
  ticketStatus,
  type TicketStatus,
} from './ticket-status.ts';
