import { lazyWithPreload } from '../lazy-with-preload.ts';

/**
 * The kit's participant form, its code fetched on demand (react-imask and the form rules stay out
 * of the code that shows it). One instance for the page: inline checkout asks for it as the buy
 * dialog opens (widgets/buy-ticket/prepare-checkout.ts), so the basket's card draws it at once.
 */
export const participantFormCode = lazyWithPreload(() => import('./participant-form.tsx').then((module) => module.ParticipantForm));
