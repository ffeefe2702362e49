// The strict Content-Security-Policy of every page racekit builds with Vite (the site, the
// check-in page): no inline script or style, Trusted Types required. Added to the built pages only
// (the dev server injects inline scripts).
import type { Plugin } from 'vite';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "require-trusted-types-for 'script'",
].join('; ');

/** Adds the CSP meta tag to the built page. */
export function strictCsp(extra: readonly string[] = []): Plugin {
  const policy = [contentSecurityPolicy, ...extra].join('; ');
  return {
    name: 'racekit-strict-csp',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
  };
}
