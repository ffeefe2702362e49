/**
 * Static files travel compressed: brotli when the browser accepts it, else gzip (the figures of
 * `npm run bench` assume the same). Each file is compressed once per version (path + mtime +
 * size) and kept in memory; the built site, bundle and examples are a few megabytes in all.
 * API answers and the site's pages are compressed as they go (server/http/api-caching.ts,
 * server/site-head), with the same choice of encoding.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * How hard to compress: `file` once per version of a static file (kept in memory, so the
 * smallest result is worth the time), `answer` for every API answer or page (fast: brotli 5
 * and gzip 6 take well under a millisecond for the catalogue's answers).
 */
export type CompressionEffort = 'file' | 'answer';

const levels: Readonly<Record<CompressionEffort, { brotli: number; gzip: number }>> = {
  file: { brotli: 10, gzip: 9 },
  answer: { brotli: 5, gzip: 6 },
};

/** `bytes` compressed in `encoding`. */
export async function compressBytes(bytes: Bytes, encoding: ContentEncoding, effort: CompressionEffort): Promise<Bytes> {
  const level = levels[effort];
  if (encoding === 'gzip') return new Uint8Array(await promisify(gzip)(bytes, { level: level.gzip }));
  return new Uint8Array(
    await promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: level.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
}

/** Text worth compressing; images other than SVG, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|manifest\+json|xml)|image\/svg\+xml)/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;
const MAX_CACHED = 512;

/** The best encoding both sides speak, from an Accept-Encoding header (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | null | undefined): ContentEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name !== '') accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: ContentEncoding) => accepted.get(encoding) ?? (accepted.get('*') ?? 0);
  return (['br', 'gzip'] as const).find((encoding) => weight(encoding) > 0);
}

/** Whether a response of this type and size is worth compressing. */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(contentType);
}

const cache = new Map<string, Promise<Bytes>>();

/** The file's bytes in `encoding`, compressed once per version of the file. */
export function compressedFile(version: string, bytes: () => Promise<Bytes>, encoding: ContentEncoding): Promise<Bytes> {
  const key = `${encoding}:${version}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const made = bytes().then((raw) => compressBytes(raw, encoding, 'file'));
  // A failure is not remembered: the next request tries again.
  made.catch(() => cache.delete(key));
  if (cache.size >= MAX_CACHED) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  cache.set(key, made);
  return made;
}

/**
 * A text answer made on the fly (a page, an API answer, the sitemap): compressed in the best
 * encoding the request accepts when it is worth it, with its length and `Vary`.
 */
export async function encodedAnswer(request: Request, body: string | Uint8Array<ArrayBuffer>, status: number, headers: Headers): Promise<Response> {
  let bytes = typeof body === 'string' ? new Uint8Array(new TextEncoder().encode(body)) : body;
  if (isCompressible(headers.get('content-type') ?? '', bytes.byteLength)) {
    const vary = headers.get('vary');
    if (!(vary ?? '').toLowerCase().includes('accept-encoding')) headers.set('vary', vary === null ? 'accept-encoding' : `${vary}, accept-encoding`);
    const encoding = chooseEncoding(request.headers.get('accept-encoding'));
    if (encoding !== undefined) {
      bytes = await compressBytes(bytes, encoding, 'answer');
      headers.set('content-encoding', encoding);
    }
  }
  headers.set('content-length', String(bytes.byteLength));
  return new Response(request.method === 'HEAD' ? null : bytes, { status, headers });
}
