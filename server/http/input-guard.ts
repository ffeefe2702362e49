/**
 * Bad input is a 400, never a 500 (issue 19 §4). Text that no handler should ever see is
 * refused where requests are read, before any route runs:
 *
 * - a NUL character (`\u0000`, `%00`): PostgreSQL cannot store it in text or jsonb;
 * - a lone UTF-16 surrogate (`"\ud800"` in JSON): no UTF-8 text can hold it;
 * - JSON nested deeper than {@link MAX_JSON_DEPTH} (no call of the contract nests beyond a
 *   handful of levels; thousands of levels exhaust recursive readers).
 *
 * `urlGuard` checks every request's path and query; the route helper (server/http/route.ts)
 * checks JSON bodies with {@link checkJsonText} and {@link checkParsed}; `isBadInputError`
 * tells the app's error handler that the database refused a value for its bytes, the last
 * line of defence for input read elsewhere.
 */
import type { MiddlewareHandler } from 'hono';
import { badRequest } from './http-error.ts';

/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

export const inputMessages = {
  badCharacter: 'Недопустимый символ в запросе',
  badCharacterIn: (field: string) => `Недопустимый символ в поле «${field}»`,
  tooDeep: `Слишком глубокая вложенность JSON: не больше ${MAX_JSON_DEPTH} уровней`,
  badData: 'Некорректные данные в запросе',
} as const;

// A NUL, or a high surrogate not followed by a low one, or a low one without a high one before it.
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds a NUL or a lone surrogate. */
export const hasBadText = (text: string): boolean => BAD_TEXT.test(text);

/** Refuses a JSON text nested deeper than {@link MAX_JSON_DEPTH}, before it is parsed. */
export function checkJsonText(text: string): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) throw badRequest(inputMessages.tooDeep);
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
}

/**
 * The dotted path of the first string (value or key) of a parsed value that holds a NUL or a
 * lone surrogate, or undefined when there is none. Iterative: any depth is safe to walk.
 */
export function badTextPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasBadText(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => pending.push([entry, path === '' ? String(index) : `${path}.${index}`]));
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, entry] of Object.entries(item)) {
        const at = path === '' ? key : `${path}.${key}`;
        if (hasBadText(key)) return at;
        pending.push([entry, at]);
      }
    }
  }
  return undefined;
}

/** Refuses a parsed body, params or query holding a NUL or a lone surrogate, naming the field. */
export function checkParsed(value: unknown): void {
  const path = badTextPath(value);
  if (path === undefined) return;
  throw path === '' ? badRequest(inputMessages.badCharacter) : badRequest(inputMessages.badCharacterIn(path), { field: path });
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // not valid UTF-8 once decoded: hono keeps such parts as they came, which is harmless
    return text;
  }
}

/** Refuses (400) a request whose path or query, decoded, holds a NUL or a lone surrogate. */
export const urlGuard: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const rest = start === -1 ? '' : url.slice(start);
  if (/%00/i.test(rest) || rest.split(/[/?&=]/).some((part) => hasBadText(decoded(part)))) throw badRequest(inputMessages.badCharacter);
  await next();
};

/**
 * Whether `error` is the database refusing a value for its bytes: a character it cannot store
 * (22021, 22P05) or a value too deeply nested to process (54001). Such an error comes from the
 * request, not from the server.
 */
export function isBadInputError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '22021' || error.code === '22P05' || error.code === '54001';
}
