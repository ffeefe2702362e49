/**
 * JSON.parse that also knows on which line each value starts, so the catalogue import can name
 * the line of every invalid record (`line 212: events.0.cities.3.formats.1.price: …`). A small
 * strict parser of RFC 8259 JSON; strings and numbers are decoded by JSON.parse itself.
 */

/** A value's path: object keys and array indexes from the root. */
export type JsonPath = readonly (string | number)[];

export interface LocatedJson {
  readonly value: unknown;
  /** The line (1-based) where the value at `path` starts, or that of its nearest ancestor present. */
  lineOf(path: JsonPath): number;
}

/** A syntax error at a line of the text. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'JsonSyntaxError';
  }
}

const keyOf = (path: JsonPath): string => path.map(String).join('\u0000');
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS: readonly (readonly [string, unknown])[] = [
  ['true', true],
  ['false', false],
  ['null', null],
];

/** Parses `text`, remembering each value's line; throws {@link JsonSyntaxError}. */
export function parseLocated(text: string): LocatedJson {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;

  const fail = (message: string): never => {
    throw new JsonSyntaxError(line, message);
  };
  const skipSpace = () => {
    while (at < text.length) {
      const char = text[at];
      if (char === '\n') line += 1;
      else if (char !== ' ' && char !== '\t' && char !== '\r') return;
      at += 1;
    }
  };
  const token = (pattern: RegExp, what: string): string => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match === null) return fail(`expected ${what}`);
    at += match[0].length;
    return match[0];
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[at] !== char) fail(`expected "${char}"`);
    at += 1;
  };

  const parseValue = (path: JsonPath): unknown => {
    skipSpace();
    lines.set(keyOf(path), line);
    const char = text[at];
    if (char === '{') {
      at += 1;
      const object: Record<string, unknown> = {};
      skipSpace();
      if (text[at] === '}') {
        at += 1;
        return object;
      }
      for (;;) {
        skipSpace();
        const key = String(JSON.parse(token(STRING, 'a key in double quotes')));
        expect(':');
        // defineProperty: a key "__proto__" is data, never the prototype
        Object.defineProperty(object, key, { value: parseValue([...path, key]), enumerable: true, writable: true, configurable: true });
        skipSpace();
        if (text[at] === ',') at += 1;
        else if (text[at] === '}') {
          at += 1;
          return object;
        } else fail('expected "," or "}"');
      }
    }
    if (char === '[') {
      at += 1;
      const array: unknown[] = [];
      skipSpace();
      if (text[at] === ']') {
        at += 1;
        return array;
      }
      for (;;) {
        array.push(parseValue([...path, array.length]));
        skipSpace();
        if (text[at] === ',') at += 1;
        else if (text[at] === ']') {
          at += 1;
          return array;
        } else fail('expected "," or "]"');
      }
    }
    if (char === '"') return JSON.parse(token(STRING, 'a string'));
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return Number(token(NUMBER, 'a number'));
    for (const [word, value] of LITERALS) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return value;
      }
    }
    return fail(char === undefined ? 'unexpected end of file' : `unexpected "${char}"`);
  };

  const value = parseValue([]);
  skipSpace();
  if (at < text.length) fail('unexpected text after the end');
  return {
    value,
    lineOf(path) {
      for (let length = path.length; length >= 0; length -= 1) {
        const found = lines.get(keyOf(path.slice(0, length)));
        if (found !== undefined) return found;
      }
      return 1;
    },
  };
}
