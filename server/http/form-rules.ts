/**
 * The server's side of the form rules: every rule it enforces on a request's fields (e-mails,
 * phones, SMS codes, passwords, birth dates, the participant and insurance forms) is a
 * function of sdk/forms, the one the site shows its messages with. These helpers only turn a
 * refusal into a 400 with the rule's message (its i18n key, answered in the request's language)
 * and the field it belongs to.
 */
import type { FormMessage, FormValue } from '../../sdk/forms/index.ts';
import { badRequest, type HttpError } from './http-error.ts';

/** A 400 naming `field` with the rule's message. */
export function fieldRefusal(message: FormMessage, field: string): HttpError {
  return badRequest(message, { field });
}

/** The value a rule accepted; a refusal is thrown as a 400 naming `field`. */
export function accepted<T>(result: FormValue<T>, field: string): T {
  if (result.ok) return result.value;
  throw fieldRefusal(result.error, field);
}

/** Throws a rule's message (when it has one) as a 400 naming `field`. */
export function refuseMessage(message: FormMessage | null | undefined, field: string): void {
  if (message !== null && message !== undefined) throw fieldRefusal(message, field);
}
