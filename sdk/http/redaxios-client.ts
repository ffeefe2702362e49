import redaxiosImport, { type Options, type Response } from 'redaxios';

/** redaxios called with one options object. */
export type RedaxiosCall = <T>(options: Options) => Promise<Response<T>>;

/**
 * redaxios is CommonJS with an ESM twin. Bundlers hand over its ESM default (the function);
 * Node's ESM loader (the compiled server imports sdk/contract) hands over `module.exports`,
 * which is the same function, but TypeScript's nodenext typing sees a namespace. Normalise
 * once, checked at run time, so both builds type-check and run.
 */
function pickCallable(value: unknown): RedaxiosCall {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a function here is redaxios itself (its signature cannot be checked at run time).
  if (typeof value === 'function') return value as RedaxiosCall;
  if (typeof value === 'object' && value !== null && 'default' in value && typeof value.default === 'function') {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- as above, through the CommonJS default.
    return value.default as RedaxiosCall;
  }
  throw new Error('racekit: redaxios did not load');
}

export const redaxios = pickCallable(redaxiosImport);
