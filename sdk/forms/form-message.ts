import type { forms } from '../i18n/ru/forms.ts';
import type { TranslationKey } from '../i18n/translation-key.ts';

/** The i18n key of a validation message: `forms.<name>` of sdk/i18n/ru/forms.ts. */
export type FormMessageKey = `forms.${keyof typeof forms}`;

/**
 * What a validator answers instead of a sentence: an i18n key and the values it interpolates
 * (`{ key: 'forms.ageAbove', values: { age: 18 } }` renders 'Участие старше 18'). Mostly a
 * `forms.*` key; a basket rule may name its popup's text in another area (`basket.stale.text`).
 */
export interface FormMessage {
  readonly key: TranslationKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The messages of a form by field name; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, FormMessage>>;

/** The answer of a form validator: every field's message, and whether there is none. */
export interface FormCheck<F extends string> {
  readonly valid: boolean;
  readonly errors: FieldErrors<F>;
}

/** Builds a message from the name of its key and optional interpolation values. */
export function formMessage(name: keyof typeof forms, values?: Readonly<Record<string, string | number>>): FormMessage {
  return values === undefined ? { key: `forms.${name}` } : { key: `forms.${name}`, values };
}

/** A message whose text lives in another area of the resources (the basket's popups and tabs). */
export function textMessage(key: TranslationKey, values?: Readonly<Record<string, string | number>>): FormMessage {
  return values === undefined ? { key } : { key, values };
}

/** Turns collected errors into a {@link FormCheck}. */
export function formCheck<F extends string>(errors: FieldErrors<F>): FormCheck<F> {
  return { valid: Object.keys(errors).length === 0, errors };
}

/**
 * A value as a rule accepts it (trimmed, lowercased, digits only…) or the message that refuses
 * it: what the server keeps of a field, checked by the same rule the form shows.
 */
export type FormValue<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: FormMessage };

/** An accepted value. */
export function formValue<T>(value: T): FormValue<T> {
  return { ok: true, value };
}

/** A refused value, with its message. */
export function formRefusal<T = never>(error: FormMessage): FormValue<T> {
  return { ok: false, error };
}
