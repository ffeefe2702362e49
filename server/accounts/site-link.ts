import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';

/**
 * The origin of the organiser's site, for links in mail and redirects: PUBLIC_URL — never the
 * request's Host header, which anyone can set (a reset mail must not point at evil.example).
 * Production cannot start without PUBLIC_URL, and main.ts defaults it to the server's own
 * address outside production; only a test app built without it uses the request's origin.
 */
export function siteOrigin(c: Context, deps: AppDeps): string {
  if (deps.publicUrl !== undefined) return deps.publicUrl.replace(/\/+$/, '');
  if (deps.mode === 'production') throw new Error('PUBLIC_URL is not set in production');
  return new URL(c.req.url).origin;
}

/** An absolute link to a route of the organiser's site (account.md §2), for mails. */
export function siteLink(c: Context, deps: AppDeps, path: string): string {
  return `${siteOrigin(c, deps)}${path}`;
}
