import type { CustomPluginOptions } from 'rollup';

interface ResolveIdOptions {
  attributes: Record<string, string>;
  custom?: CustomPluginOptions;
  isEntry: boolean;
}

/** A `resolveId` hook's options passed on to `this.resolve` (node-resolve and commonjs need them), skipping the caller. */
export function forwarded(options: ResolveIdOptions): { attributes: Record<string, string>; custom?: CustomPluginOptions; isEntry: boolean; skipSelf: true } {
  return { attributes: options.attributes, isEntry: options.isEntry, skipSelf: true, ...(options.custom === undefined ? {} : { custom: options.custom }) };
}
