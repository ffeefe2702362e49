/**
 * Files of a built directory (dist/site, dist/embed, examples/) as responses. Paths are
 * resolved inside the root only (no `..` escapes), directories answer their index.html.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { chooseEncoding, compressedFile, isCompressible } from './compressed-file.ts';

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

/**
 * A file of `root` at `relativePath` (URL-decoded, `/`-separated), or undefined; compressed
 * (brotli or gzip) when the request accepts it and the file is text.
 */
export async function staticFile(
  root: string | undefined,
  relativePath: string,
  cachePolicy: CachePolicy,
  request: Request,
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
  const contentType = contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': cachePolicy(name),
    'last-modified': info.mtime.toUTCString(),
  };
  // Bundles and pages are small: read whole, no stream plumbing.
  const file = path;
  const read = async () => new Uint8Array(await readFile(file));
  let body: () => Promise<Uint8Array<ArrayBuffer>> = read;
  let size = info.size;
  if (isCompressible(contentType, info.size)) {
    headers.vary = 'accept-encoding';
    const encoding = chooseEncoding(request.headers.get('accept-encoding'));
    if (encoding !== undefined) {
      const compressed = await compressedFile(`${file}:${info.mtimeMs}:${info.size}`, read, encoding);
      headers['content-encoding'] = encoding;
      body = () => Promise.resolve(compressed);
      size = compressed.length;
    }
  }
  headers['content-length'] = String(size);
  if (request.method === 'HEAD') return new Response(null, { headers });
  return new Response(await body(), { headers });
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
