import { type StructError, validate } from 'superstruct';
import { ConfigError } from './config-error.ts';
import { configSlot as slot } from './config-slot.ts';
import { RacekitConfigInput, type RacekitConfig } from './racekit-config.ts';

function describe(error: StructError): string {
  const failure = error.failures()[0];
  const key = failure?.key === undefined ? 'value' : String(failure.key);
  const value = failure?.value === undefined ? '' : ` ${JSON.stringify(failure.value)}`;
  const expected = failure?.refinement === undefined ? failure?.message ?? '' : failure.message;
  return `Racekit configuration: ${key}${value} is not valid (${expected})`;
}

/** Validates a partial configuration; throws one readable {@link ConfigError}. */
export function parseConfigInput(input: unknown): RacekitConfigInput {
  const [error, value] = validate(input, RacekitConfigInput);
  if (error) throw new ConfigError(describe(error));
  return value;
}

/** Merges settings into the page's configuration (later calls win per key). */
export function configure(input: unknown): void {
  const parsed = parseConfigInput(input);
  const current = slot();
  current.input = { ...current.input, ...parsed };
  for (const listener of current.listeners) listener();
}

/** Records the origin of the loading script, used as the default API and site home. */
export function setScriptOrigin(origin: string | undefined): void {
  slot().scriptOrigin = origin;
}

/** Forgets every setting (tests, and a host that re-initialises). */
export function resetConfig(): void {
  const current = slot();
  current.input = {};
  current.scriptOrigin = undefined;
}

/** Calls `listener` after every `configure()`; returns the unsubscribe function. */
export function onConfigChange(listener: () => void): () => void {
  const { listeners } = slot();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function absolute(url: string, origin: string): string {
  return trimSlash(new URL(url, origin + '/').href);
}

function pageOrigin(): string {
  const location = globalThis.location as Location | undefined;
  return location?.origin ?? 'http://127.0.0.1:8080';
}

/** The resolved configuration: explicit settings, else the script's origin, else this page. */
export function getConfig(): RacekitConfig {
  const { input, scriptOrigin } = slot();
  const home = scriptOrigin ?? pageOrigin();
  const site = input.site === undefined ? home : absolute(input.site, pageOrigin());
  const apiBase = input.apiBase === undefined ? `${home}/api` : absolute(input.apiBase, pageOrigin());
  return { apiBase, site, lang: input.lang ?? 'ru' };
}
