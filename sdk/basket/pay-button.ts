import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { deliveryContactsComplete, paymentEmailValid, type BasketContacts } from '../forms/basket-contacts.ts';
import { validateInsuranceForm } from '../forms/insurance-form.ts';
import { deliveryMethodChosen, needsDeliveryAddress, needsDeliveryMethod } from './delivery-needs.ts';
import { preRegistrationComplete } from './pre-registration.ts';

/** Why the pay button is off (purchase.md §4). */
export type PayBlock = 'emailInvalid' | 'basketEmpty' | 'loading' | 'preRegIncomplete' | 'deliveryIncomplete' | 'insuranceIncomplete';

export interface PayButtonInput {
  readonly items: readonly BasketItem[];
  readonly contacts: BasketContacts;
  /** A loading flag is set (the payment request or a check is under way). */
  readonly loading: boolean;
  /** The instant (ms) insurance ages are checked at. */
  readonly now: number;
}

/** Whether every insurance line's insured person is complete. */
export function insuranceFormsComplete(items: readonly BasketItem[], now: number): boolean {
  return items
    .filter((item) => item.selector === 'insurance')
    .every((item) => validateInsuranceForm(item.insured, { startDate: item.start_time, timeZone: item.event_city?.timezone, now }).valid);
}

/** Whether the delivery part is complete: methods chosen and, when needed, the address fields. */
export function deliveryComplete(items: readonly BasketItem[], contacts: BasketContacts): boolean {
  const methods = items.every((item) => !needsDeliveryMethod(item) || deliveryMethodChosen(item));
  return methods && (!needsDeliveryAddress(items) || deliveryContactsComplete(contacts));
}

/**
 * The pay button: disabled when the e-mail is invalid, the basket is empty, a loading flag is
 * set, pre-registration, delivery or the insurance forms are incomplete. Answers every reason.
 */
export function payButtonState(input: PayButtonInput): { enabled: boolean; blocks: PayBlock[] } {
  const blocks: PayBlock[] = [];
  if (!paymentEmailValid(input.contacts)) blocks.push('emailInvalid');
  if (input.items.length === 0) blocks.push('basketEmpty');
  if (input.loading) blocks.push('loading');
  if (!preRegistrationComplete(input.items)) blocks.push('preRegIncomplete');
  if (!deliveryComplete(input.items, input.contacts)) blocks.push('deliveryIncomplete');
  if (!insuranceFormsComplete(input.items, input.now)) blocks.push('insuranceIncomplete');
  return { enabled: blocks.length === 0, blocks };
}
