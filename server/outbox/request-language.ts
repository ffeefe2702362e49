import type { Context } from 'hono';
import type { Language } from '../../sdk/config/racekit-config.ts';

/**
 * The visitor's language for the mails and SMS a request causes: the first language of its
 * Accept-Language header — which racekit's client sets to the interface language the visitor
 * chose (sdk/http/http-request.ts) — when it is English; Russian, the default, otherwise.
 */
export function requestLanguage(c: Context): Language {
  const first = c.req.header('accept-language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') || first.startsWith('en;') ? 'en' : 'ru';
}
