import { getConfig } from './configure.ts';

const ABSOLUTE = /^(?:https?:|data:|blob:)/i;

/**
 * A path of the organiser's site — a picture of the API's data, a document — as a URL that loads
 * on any host page: the configured site base plus the path (account.md §7 "Images load from the
 * site base plus the picture path"). A relative path would resolve against a partner's page and
 * miss. Full http(s), data: and blob: URLs stay as they are.
 */
export function siteUrl(path: string): string {
  if (ABSOLUTE.test(path)) return path;
  return `${getConfig().site}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** {@link siteUrl} for an optional picture: nothing for null, undefined or an empty path. */
export function pictureUrl(path: string | null | undefined): string | undefined {
  return path === null || path === undefined || path.trim() === '' ? undefined : siteUrl(path);
}
