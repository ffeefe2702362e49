/**
 * The server's words: a {@link ServerMessage} (an i18n key and its values) in a language, from
 * the same resources the site shows — the server's own texts (sdk/i18n/<lang>/server.ts) and the
 * spec's (`forms.*`, `limits.*`…). Russian is the default and the fallback of a text English lacks.
 */
import type { Language } from '../../sdk/config/index.ts';
import { en, ru, type ServerMessage, type ServerMessageKey } from '../../sdk/i18n/index.ts';
import { server as serverEn } from '../../sdk/i18n/en/index.ts';
import { server as serverRu } from '../../sdk/i18n/ru/index.ts';
import { fillPlaceholders } from './fill-placeholders.ts';

const texts: Readonly<Record<Language, object>> = {
  ru: { ...ru, server: serverRu },
  en: { ...en, server: serverEn },
};

function lookup(tree: object, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = Reflect.get(node, part) as unknown;
  }
  return typeof node === 'string' ? node : undefined;
}

/** A message given as its key alone, or with values. */
export type Said = ServerMessage | ServerMessageKey;

/** `said` as a message (a bare key has no values). */
export const messageOf = (said: Said): ServerMessage => (typeof said === 'string' ? { key: said } : said);

/** `{ key: 'server.accounts.confirmationSent', values: { email } }` in `language`. */
export function serverText(said: Said, language: Language): string {
  const message = messageOf(said);
  const text = lookup(texts[language], message.key) ?? lookup(texts.ru, message.key) ?? message.key;
  return fillPlaceholders(text, message.values);
}

/**
 * The JSON of a message the API answers: `message` in `language`, and `message_key` with
 * `message_values`, so a page showing another language can put it into its own words.
 */
export function messageBody(said: Said, language: Language): { message: string; message_key: string; message_values?: Readonly<Record<string, string | number>> } {
  const message = messageOf(said);
  return {
    message: serverText(message, language),
    message_key: message.key,
    ...(message.values === undefined ? {} : { message_values: message.values }),
  };
}
