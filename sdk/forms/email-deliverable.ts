import { isValidEmail, normalizeEmail } from './email.ts';

/*
 * The reality check of an address (account.md §5 "E-mail change: on blur a reality check runs;
 * on failure 'Укажите действительный адрес'"): no DNS lookup, so the answer is the same offline
 * and fast enough for every blur.
 */

// Mistyped domains of the big Russian and world providers, and reserved names that never
// receive mail (RFC 2606 / 6761). `example.com` stays allowed: tests and demos use it.
const unrealDomains = new Set([
  'gmial.com', 'gmai.com', 'gmail.co', 'gmail.ru', 'gamil.com', 'gnail.com',
  'yandex.ri', 'yandex.r', 'yandes.ru', 'yadex.ru', 'mail.ri', 'mali.ru', 'maill.ru',
  'inbox.ri', 'list.ri', 'bk.ri', 'rambler.ri', 'ramble.ru', 'hotmial.com', 'outlok.com',
]);
const unrealTlds = new Set(['invalid', 'test', 'localhost', 'local', 'example']);

/** Whether an address may receive mail: the pattern, no known typo of a provider, no reserved top-level domain. */
export function emailLooksDeliverable(value: string): boolean {
  const email = normalizeEmail(value);
  if (!isValidEmail(email)) return false;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return !unrealDomains.has(domain) && !unrealTlds.has(tld);
}
