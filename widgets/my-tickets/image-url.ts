import { getConfig } from '../../sdk/config/configure.ts';

/** A picture of the API's data: a path is read from the organiser's site (account.md §7 "Images"); a full URL stays. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (path === null || path === undefined || path.trim() === '') return undefined;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${getConfig().site}${path.startsWith('/') ? '' : '/'}${path}`;
}
