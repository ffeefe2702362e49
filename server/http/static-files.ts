/**
 * Files of a built directory (dist/site, dist/embed, examples/) as responses. Paths are
 * resolved inside the root only (no `..` escapes), directories answer their index.html.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.d.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/** Chooses the Cache-Control of a file by its path inside the root. */
export type CachePolicy = (relativePath: string) => string;

/** A file of `root` at `relativePath` (URL-decoded, `/`-separated), or undefined. */
export async function staticFile(
  root: string | undefined,
  relativePath: string,
  cachePolicy: CachePolicy,
  method: string,
): Promise<Response | undefined> {
  if (root === undefined) return undefined;
  const base = resolve(root);
  let path = resolve(base, `.${sep}${relativePath.split('/').join(sep)}`);
  if (path !== base && !path.startsWith(base + sep)) return undefined;
  let info = await stat(path).catch(() => undefined);
  if (info?.isDirectory() === true) {
    path = resolve(path, 'index.html');
    info = await stat(path).catch(() => undefined);
  }
  if (info === undefined || !info.isFile()) return undefined;
  const name = path.slice(base.length + 1).split(sep).join('/');
  const headers = {
    'content-type': contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(info.size),
    'cache-control': cachePolicy(name),
    'last-modified': info.mtime.toUTCString(),
  };
  if (method === 'HEAD') return new Response(null, { headers });
  // Bundles and pages are small: read whole, no stream plumbing.
  return new Response(new Uint8Array(await readFile(path)), { headers });
}

// A name carrying a content hash (`chunk-3f9a1c2e.js`, `index-BxT3k9_a.css`: 8+ letters and
// digits with at least one digit, after `-` or `.`) never changes.
const HASHED = /[.-](?=[A-Za-z_]*\d)[A-Za-z0-9_]{8,}\.(?:js|mjs|css|map|woff2?|svg|png|jpe?g|webp)$/;

/**
 * The widget bundle: hashed chunks forever; the loader (racekit.js) and other unhashed files
 * for five minutes, so a release reaches partner pages quickly.
 */
export const embedCachePolicy: CachePolicy = (name) =>
  name !== 'racekit.js' && HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';

/** The site: Vite's hashed assets forever, everything else (index.html) revalidated. */
export const siteCachePolicy: CachePolicy = (name) =>
  name.startsWith('assets/') && HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
