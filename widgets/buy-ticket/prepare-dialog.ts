/**
 * The buy dialog asked for ahead of the press: its code and the event it opens with (one answer
 * holds the event's cities and formats), into the page's query client, where the dialog finds
 * it. Used by the first paint (buy-ticket-shell.ts) and by the widget (buy-ticket.tsx) on the
 * visitor's intent: a pointer over the button, focus, a touch, the press.
 */
export const loadDialog = () => import('./buy-ticket-dialog.tsx');

export const prepareDialog = (eventId: string): Promise<void> =>
  loadDialog().then((dialog) => {
    dialog.startDialogServices();
    dialog.prefetchDialog(eventId);
  });
