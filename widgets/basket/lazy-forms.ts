import { lazy } from 'react';

/*
 * The forms that type into masks (react-imask, about 20 KB) load when a card or the delivery
 * block first needs them, never with the basket's first paint.
 */

/** The kit's insured-person form, for an insurance line. */
export const LazyInsuredPersonForm = lazy(() => import('../../sdk/ui/form/insured-person-form.tsx').then((module) => ({ default: module.InsuredPersonForm })));
/** The delivery address block of the summary. */
export const LazyDeliveryFields = lazy(() => import('./delivery-fields.tsx').then((module) => ({ default: module.DeliveryFields })));
