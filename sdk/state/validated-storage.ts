import { array, validate, type Struct } from 'superstruct';
import { safeLocalStorage } from './safe-local-storage.ts';
import { storedText } from './stored-text.ts';

/** The synchronous storage jotai's `atomWithStorage` takes (its type is not exported). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, newValue: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined;
}

type Parse<T> = (raw: unknown, key: string) => { value: T } | { invalid: string };

function warn(key: string, why: string): void {
  console.warn(`racekit: dropped the stored value of "${key}" (${why}).`);
}

function describeFailure(error: { failures(): { path: unknown[]; message: string }[] }): string {
  const first = error.failures()[0];
  if (first === undefined) return 'invalid value';
  const path = first.path.map(String).join('.');
  return path === '' ? first.message : `${path}: ${first.message}`;
}

function parseJson(text: string | null): { raw: unknown } | { missing: true } | { invalid: string } {
  if (text === null) return { missing: true };
  try {
    return { raw: JSON.parse(text) as unknown };
  } catch {
    return { invalid: 'not valid JSON' };
  }
}

/** How a value is written in local storage and read back. */
interface StoredFormat {
  parse(text: string | null): { raw: unknown } | { missing: true } | { invalid: string };
  write(value: unknown): string;
}

const jsonFormat: StoredFormat = { parse: parseJson, write: (value) => JSON.stringify(value) };

/**
 * The spec's plain-text keys (`token`, `lang`, `themeMemReg`): the organiser's site writes
 * `en`, an older racekit wrote `"en"`. Both are read; the plain form is written.
 */
const textFormat: StoredFormat = {
  parse: (text) => (text === null ? { missing: true } : { raw: storedText(text) }),
  write: (value) => String(value),
};

/**
 * A jotai storage over localStorage that validates on every read. A value that is not JSON
 * or does not match `parse` is removed from this key only, with a console warning; every
 * other key stays as it is. Changes made in other tabs arrive through `storage` events.
 */
function validatedStorage<T>(parse: Parse<T>, format: StoredFormat = jsonFormat): SyncStorage<T> {
  const read = (key: string, initialValue: T, text?: string | null): T => {
    const storage = safeLocalStorage();
    if (storage === undefined) return initialValue;
    const json = format.parse(text === undefined ? storage.getItem(key) : text);
    if ('missing' in json) return initialValue;
    const parsed = 'invalid' in json ? json : parse(json.raw, key);
    if ('invalid' in parsed) {
      warn(key, parsed.invalid);
      storage.removeItem(key);
      return initialValue;
    }
    return parsed.value;
  };

  return {
    getItem: (key, initialValue) => read(key, initialValue),
    setItem: (key, value) => {
      try {
        // Signing out stores null: the key goes, as the spec's logout clears it.
        if (value === null) safeLocalStorage()?.removeItem(key);
        else safeLocalStorage()?.setItem(key, format.write(value));
      } catch (error) {
        console.warn(`racekit: could not store "${key}"`, error);
      }
    },
    removeItem: (key) => safeLocalStorage()?.removeItem(key),
    subscribe: (key, callback, initialValue) => {
      if (typeof globalThis.addEventListener !== 'function') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== safeLocalStorage() || (event.key !== key && event.key !== null)) return;
        callback(read(key, initialValue, event.key === null ? null : event.newValue));
      };
      globalThis.addEventListener('storage', onStorage);
      return () => globalThis.removeEventListener('storage', onStorage);
    },
  };
}

/** Storage for a single value of shape `struct`. */
export function storageOf<T>(struct: Struct<T, unknown>): SyncStorage<T> {
  return validatedStorage((raw) => {
    const [error, value] = validate(raw, struct, { coerce: true });
    return error === undefined ? { value } : { invalid: describeFailure(error) };
  });
}

/**
 * Storage for a list whose entries are checked one by one: a corrupt entry is dropped with a
 * warning and the rest of the list is kept (a bad line must never empty the basket).
 */
export function storageOfList<T>(item: Struct<T, unknown>): SyncStorage<T[]> {
  return validatedStorage((raw, key) => {
    const [listError] = validate(raw, array());
    if (listError !== undefined || !Array.isArray(raw)) return { invalid: 'not a list' };
    const kept: T[] = [];
    raw.forEach((entry: unknown, index) => {
      const [error, value] = validate(entry, item, { coerce: true });
      if (error === undefined) kept.push(value);
      else warn(`${key}[${index}]`, describeFailure(error));
    });
    return { value: kept };
  });
}

/** Storage for a plain string value of shape `struct` (read plain or JSON-quoted, written plain). */
export function storageOfText<T extends string | null>(struct: Struct<T, unknown>): SyncStorage<T> {
  return validatedStorage((raw) => {
    const [error, value] = validate(raw, struct, { coerce: true });
    return error === undefined ? { value } : { invalid: describeFailure(error) };
  }, textFormat);
}
