/**
 * The Russian text of a validator's message (sdk/forms answers i18n keys, not sentences): the
 * server answers the same words the site would show, from the same resources.
 */
import type { FormMessage } from '../../sdk/forms/form-message.ts';
import { ru } from '../../sdk/i18n/ru.ts';
import { fillPlaceholders } from '../http/fill-placeholders.ts';

function lookup(key: string): string | undefined {
  let node: unknown = ru;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = Reflect.get(node, part) as unknown;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{ key: 'forms.ageAbove', values: { age: 18 } }` → 'Участие старше 18'. */
export function russianText(message: FormMessage): string {
  return fillPlaceholders(lookup(message.key) ?? message.key, message.values);
}
