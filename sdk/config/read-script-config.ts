import { configure, setScriptOrigin } from './configure.ts';

/**
 * Reads `data-api-base`, `data-site`, `data-lang` and `data-partner` from the script tag that loaded racekit
 * and applies them. Attributes that are absent are left to defaults or `Racekit.configure()`.
 */
export function readScriptConfig(script: HTMLScriptElement | SVGScriptElement | null): void {
  if (!(script instanceof HTMLScriptElement)) return;
  if (script.src) setScriptOrigin(new URL(script.src, document.baseURI).origin);
  const input: Record<string, string> = {};
  const { apiBase, site, lang, partner } = script.dataset;
  if (apiBase !== undefined) input['apiBase'] = apiBase;
  if (site !== undefined) input['site'] = site;
  if (lang !== undefined) input['lang'] = lang;
  if (partner !== undefined) input['partner'] = partner;
  if (Object.keys(input).length > 0) configure(input);
}
