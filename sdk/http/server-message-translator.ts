import { pageSingleton } from '../runtime/page-singleton.ts';

/**
 * How the HTTP client shows a server message in the page's language without importing i18n.
 * A server message may come with its i18n key (`{ message, message_key, message_values }`, as
 * the 429s of server/limits do): the page's i18n instance installs a translator here, and the
 * client shows the translation when it has one, else the server's own (Russian) words.
 */
export type ServerMessageTranslator = (key: string, values: Readonly<Record<string, unknown>>) => string | undefined;

const slot = () => pageSingleton<{ translate: ServerMessageTranslator }>('server-message-translator', () => ({ translate: () => undefined }));

/** Installs the translator (done once by the page's i18n instance). */
export function setServerMessageTranslator(translate: ServerMessageTranslator): void {
  slot().translate = translate;
}

/** The text of a server's answer `data` in the page's language, when it carries a key the page knows. */
export function translatedServerMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message_key' in data) || typeof data.message_key !== 'string') return undefined;
  const values = 'message_values' in data && typeof data.message_values === 'object' && data.message_values !== null ? data.message_values : {};
  return slot().translate(data.message_key, Object.fromEntries(Object.entries(values)));
}
