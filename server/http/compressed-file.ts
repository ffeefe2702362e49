/**
 * Static files travel compressed: brotli when the browser accepts it, else gzip (the figures of
 * `npm run bench` assume the same). Each file is compressed once per version (path + mtime +
 * size) and kept in memory; the built site, bundle and examples are a few megabytes in all.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

type Bytes = Uint8Array<ArrayBuffer>;

const compressors: Readonly<Record<ContentEncoding, (bytes: Bytes) => Promise<Bytes>>> = {
  br: async (bytes) =>
    new Uint8Array(
      await promisify(brotliCompress)(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    ),
  gzip: async (bytes) => new Uint8Array(await promisify(gzip)(bytes, { level: 9 })),
};

/** Text worth compressing; images other than SVG, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|manifest\+json)|image\/svg\+xml)/;
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
  const made = bytes().then((raw) => compressors[encoding](raw));
  // A failure is not remembered: the next request tries again.
  made.catch(() => cache.delete(key));
  if (cache.size >= MAX_CACHED) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  cache.set(key, made);
  return made;
}
