import type { server } from './ru/server.ts';
import type { TranslationKey } from './translation-key.ts';

type ServerTexts = typeof server;

/** A key of the server's own texts (sdk/i18n/ru/server.ts): `server.<group>.<name>`. */
export type ServerTextKey = { [G in keyof ServerTexts & string]: `server.${G}.${keyof ServerTexts[G] & string}` }[keyof ServerTexts & string];

/** Every text the API server may answer: its own, or one the spec words (`forms.*`, `limits.*`…). */
export type ServerMessageKey = ServerTextKey | TranslationKey;

/**
 * What the API server says, before it is put into words: a key and the values its `{{names}}`
 * take (`{ key: 'server.accounts.confirmationSent', values: { email } }`). The server answers it
 * in the request's language as `{ message, message_key, message_values }` (server/http/server-text.ts);
 * a validator's message (sdk/forms, `FormMessage`) is one too.
 */
export interface ServerMessage {
  readonly key: ServerMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
}
