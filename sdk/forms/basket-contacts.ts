import { validateEmail, isValidEmail } from './email.ts';
import { formCheck, formMessage, type FieldErrors, type FormCheck, type FormMessage } from './form-message.ts';
import { phoneCountries, validatePhone } from './phone.ts';

/**
 * The buyer's fields on the basket screen (purchase.md §2, §5): e-mail always; when delivery is
 * needed, first name, last name, address and city ('Заполните поле' each) and a phone
 * ('Введите валидный номер'). Region comes first, then city; the city is the delivery location.
 */
export interface BasketContacts {
  readonly email: string;
  readonly phone?: string | undefined;
  readonly first_name?: string | undefined;
  readonly last_name?: string | undefined;
  readonly address?: string | undefined;
  readonly region_id?: string | number | undefined;
  /** The delivery city: `location_id` of the payment. */
  readonly city_id?: string | number | undefined;
}

export type BasketContactField = 'email' | 'phone' | 'first_name' | 'last_name' | 'address' | 'city_id';

const blank = (value: string | number | undefined) => value === undefined || String(value).trim() === '';

/**
 * The basket fields' messages. An empty e-mail has no message (it only keeps the pay button
 * off); a phone is checked only when delivery needs it, since it is sent only then.
 */
export function validateBasketContacts(contacts: BasketContacts, options: { deliveryNeeded: boolean }): FormCheck<BasketContactField> {
  const errors: FieldErrors<BasketContactField> = {};
  const email = validateEmail(contacts.email);
  if (email !== null) errors.email = email;
  if (options.deliveryNeeded) {
    if (blank(contacts.first_name)) errors.first_name = formMessage('fillField');
    if (blank(contacts.last_name)) errors.last_name = formMessage('fillField');
    if (blank(contacts.address)) errors.address = formMessage('fillField');
    if (blank(contacts.city_id)) errors.city_id = formMessage('fillField');
    const phone = validatePhone(contacts.phone, phoneCountries, { empty: formMessage('phoneInvalid'), invalid: formMessage('phoneInvalid') });
    if (phone !== null) errors.phone = phone;
  }
  return formCheck(errors);
}

/** Whether the delivery fields are all filled and valid (one of the pay-button conditions). */
export function deliveryContactsComplete(contacts: BasketContacts): boolean {
  return validateBasketContacts({ ...contacts, email: '' }, { deliveryNeeded: true }).valid;
}

/**
 * The basket's e-mail field (purchase.md §5): required — 'Заполните поле' when empty — and
 * matching the e-mail pattern ('Введите валидный email'). The field shows it once left or once
 * «Оплатить» is pressed.
 */
export function validatePaymentEmail(email: string): FormMessage | null {
  return email.trim() === '' ? formMessage('fillField') : validateEmail(email);
}

/** Whether the e-mail allows paying (valid, not empty). */
export function paymentEmailValid(contacts: Pick<BasketContacts, 'email'>): boolean {
  return isValidEmail(contacts.email);
}
