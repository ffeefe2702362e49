import type { Context } from 'hono';
import { languages, type Language } from '../../sdk/config/index.ts';

/**
 * Which language a request is answered in — catalogue data, messages, and the mails and SMS it
 * causes: the best language of its Accept-Language header that racekit speaks (racekit's client
 * sends the interface language the visitor chose, sdk/http/http-request.ts; a browser sends its
 * list with q-values), Russian — the default and the fallback — otherwise.
 */
export function requestLanguage(c: Context): Language {
  return languageOf(c.req.header('accept-language'));
}

/** The language an Accept-Language value asks for (`en-GB,en;q=0.9,ru;q=0.5` → en; none → ru). */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { primary: range.trim().split('-')[0] ?? '', quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const found = languages.find((language) => language === range.primary);
    if (found !== undefined) return found;
  }
  return 'ru';
}
