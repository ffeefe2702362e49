import type * as Dialog from './buy-ticket-dialog.tsx';

/**
 * The buy dialog asked for ahead of the press: its code and the event it opens with (one answer
 * holds the event's cities and formats), into the page's query client, where the dialog finds
 * it. Used by the first paint (buy-ticket-shell.ts) and by the widget (buy-ticket.tsx) on the
 * visitor's intent: a pointer over the button, focus, a touch, the press.
 */
type DialogModule = typeof Dialog;
let dialogModule: DialogModule | undefined;
export const loadDialog = (): Promise<DialogModule> =>
  import('./buy-ticket-dialog.tsx').then((module) => {
    dialogModule = module;
    return module;
  });

/** The dialog's code, once in (asked for ahead): the widget then opens it in the press's own render. */
export const loadedDialog = (): DialogModule | undefined => dialogModule;

export const prepareDialog = (eventId: string): Promise<void> =>
  loadDialog().then((dialog) => {
    dialog.startDialogServices();
    dialog.prefetchDialog(eventId);
  });
