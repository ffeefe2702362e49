import type { errors as ru } from '../ru/errors.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The error catalogue (purchase.md §8, account.md §8). */
export const errors = {
  generic: 'Something went wrong, please try again later',
  unauthorized: 'Please sign in to continue',
  network: 'No connection to the server. Check your internet connection',
  tryLater: 'Please try again later',
  loadProblem: 'Could not load the data',
  dialogTitle: 'Error',
  understood: 'Got it',
  badAttribute: 'The widget is misconfigured: "{{value}}" is not a valid value for the {{name}} attribute',
} as const satisfies MessagesShape<typeof ru>;
