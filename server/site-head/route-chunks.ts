/**
 * The files a page of the site needs beyond the first load, from Vite's manifest
 * (dist/site/.vite/manifest.json): the page's chunk with every chunk it imports, and their
 * styles, minus what index.html already loads. The server names them in the page's HTML
 * (`modulepreload`, `preload as=style`) so that they arrive with the app instead of one round
 * trip after it.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { record, string, type, array, optional, validate } from 'superstruct';

/** What a page preloads: script chunks and style sheets, as site paths (`/assets/…`). */
export interface RouteChunks {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const ManifestEntry = type({ file: string(), name: optional(string()), imports: optional(array(string())), css: optional(array(string())) });
const Manifest = record(string(), ManifestEntry);
type Manifest = Record<string, { file: string; name?: string | undefined; imports?: string[] | undefined; css?: string[] | undefined }>;

/**
 * The manifest's key of `source`: the source itself, or the chunk of site/vite.config.ts's
 * group named after it (`i18n/purchase-pages-ru.ts` is the group `purchase-pages-ru`, `_purchase-pages-ru-….js`).
 */
function keyOf(manifest: Manifest, source: string): string | undefined {
  if (manifest[source] !== undefined) return source;
  const group = source.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === group);
}

let cached: { readonly version: string; readonly manifest: Manifest | undefined } | undefined;

async function readManifest(siteDir: string): Promise<Manifest | undefined> {
  const path = join(siteDir, '.vite', 'manifest.json');
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return undefined;
  const version = `${info.mtimeMs}:${info.size}`;
  if (cached?.version === version) return cached.manifest;
  let manifest: Manifest | undefined;
  try {
    const [error, value] = validate(JSON.parse(await readFile(path, 'utf8')), Manifest);
    manifest = error === undefined ? value : undefined;
  } catch {
    manifest = undefined;
  }
  cached = { version, manifest };
  return manifest;
}

/** Every manifest key `key` imports, itself included (depth first). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The chunks of the modules whose sources are `sources` (relative to site/, as the manifest names
 * them: the page `pages/home/home-page.tsx`, the texts it shows `i18n/purchase-pages-ru.ts`),
 * with everything they import; nothing when the site has no manifest, a source it does not know
 * is left out.
 */
export async function routeChunks(siteDir: string | undefined, sources: readonly string[]): Promise<RouteChunks> {
  const none = { scripts: [], styles: [] };
  if (siteDir === undefined) return none;
  const manifest = await readManifest(siteDir);
  if (manifest === undefined) return none;
  const loaded = closure(manifest, 'index.html');
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const wanted = new Set<string>();
  for (const source of sources) {
    const key = keyOf(manifest, source);
    if (key !== undefined) closure(manifest, key, wanted);
  }
  const needed = [...wanted].filter((key) => !loaded.has(key));
  const scripts = needed.flatMap((key) => {
    const file = manifest[key]?.file;
    return file === undefined ? [] : [`/${file}`];
  });
  const styles = [...new Set(needed.flatMap((key) => manifest[key]?.css ?? []))].filter((file) => !loadedStyles.has(file)).map((file) => `/${file}`);
  return { scripts, styles };
}
