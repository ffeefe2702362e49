import { lazy } from 'react';

/*
 * The forms that type into masks (react-imask, about 20 KB) load when a card or the delivery
 * block first needs them, never with the basket's first paint.
 */

/** The participant form of a pre-registration ticket. */
export const LazyParticipantForm = lazy(() => import('./participant-form.tsx').then((module) => ({ default: module.ParticipantForm })));
/** The insured person of an insurance line. */
export const LazyInsuranceForm = lazy(() => import('./insurance-form.tsx').then((module) => ({ default: module.InsuranceForm })));
/** The delivery address block of the summary. */
export const LazyDeliveryFields = lazy(() => import('./delivery-fields.tsx').then((module) => ({ default: module.DeliveryFields })));
