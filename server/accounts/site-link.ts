import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';

/**
 * An absolute link to a route of the organiser's site (account.md §2), for mails: on
 * PUBLIC_URL when set, otherwise on the origin the request came to (the same server serves
 * the site; behind Vite's dev proxy the Host header still names the site).
 */
export function siteLink(c: Context, deps: AppDeps, path: string): string {
  const origin = deps.publicUrl ?? new URL(c.req.url).origin;
  return `${origin.replace(/\/+$/, '')}${path}`;
}
