/**
 * Bundle sizes beside their budgets (DESIGN.md "Two builds"): minified, gzip -9 and brotli
 * (quality 11) of each file as the server sends it, added up per row.
 *
 *   npm run build && npx tsx tests/bench/embed-size.bench.ts [--modules]
 *
 * Rows: the loader; each widget's first paint (racekit.js + its entry chunk + every chunk that
 * entry imports statically — what must arrive before the tag can paint); the whole checkout
 * (buy-ticket and the basket with every chunk they may load later); the site's first load
 * (dist/site/index.html's entry script, its static imports and stylesheets). A missed budget
 * lists what weighs most (modules from dist/embed-meta.json, chunks for the site) and makes the
 * exit code 1; `--modules` lists them for every budgeted row.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fullClosure, staticClosure, type EmbedMeta } from '../../embed/build/embed-meta.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const embedDir = join(root, 'dist/embed');
const siteDir = join(root, 'dist/site');
const KB = 1000;

/** The budgets of the embedding issue, gzip bytes. */
export const budgets = {
  loader: 3 * KB,
  buyTicketFirstPaint: 45 * KB,
  wholeCheckout: 120 * KB,
  siteFirstLoad: 160 * KB,
};

interface Sizes {
  minified: number;
  gzip: number;
  brotli: number;
}

interface Row {
  name: string;
  files: string[];
  budget?: number;
  /** What weighs most, shown when the budget is missed (or with --modules). */
  heaviest?: () => string[];
}

const sizeCache = new Map<string, Sizes>();

function sizesOf(file: string): Sizes {
  const known = sizeCache.get(file);
  if (known !== undefined) return known;
  const bytes = readFileSync(file);
  const sizes = {
    minified: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

function total(files: readonly string[]): Sizes {
  return files.map(sizesOf).reduce((sum, each) => ({ minified: sum.minified + each.minified, gzip: sum.gzip + each.gzip, brotli: sum.brotli + each.brotli }), {
    minified: 0,
    gzip: 0,
    brotli: 0,
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function readMeta(): EmbedMeta {
  const file = join(root, 'dist/embed-meta.json');
  if (!existsSync(file)) throw new Error('dist/embed-meta.json is missing: run `npm run build:embed` (or `npm run build`) first.');
  const meta: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof meta !== 'object' || meta === null || !('entries' in meta) || !('chunks' in meta) || !('loader' in meta)) {
    throw new Error('dist/embed-meta.json is not what the embed build writes: rebuild it.');
  }
  // Checked above for the three fields the bench reads; the file is the build's own output.
  return meta as EmbedMeta;
}

/** The modules of `files`' chunks, heaviest first (sizes before minification). */
function heaviestModules(meta: EmbedMeta, files: readonly string[], count = 12): string[] {
  const modules = files.flatMap((file) => meta.chunks[file]?.modules.map((module) => ({ ...module, file })) ?? []);
  const sum = modules.reduce((all, module) => all + module.rendered, 0);
  return modules
    .sort((a, b) => b.rendered - a.rendered)
    .slice(0, count)
    .map((module) => `${kb(module.rendered).padStart(9)} ${((module.rendered / sum) * 100).toFixed(0).padStart(3)}%  ${module.id}  (${module.file})`);
}

function heaviestFiles(files: readonly string[], count = 12): string[] {
  return [...files]
    .sort((a, b) => sizesOf(b).gzip - sizesOf(a).gzip)
    .slice(0, count)
    .map((file) => `${kb(sizesOf(file).gzip).padStart(9)} gzip  ${relative(root, file)}`);
}

/** The chunk holding the basket's shop carousel (swiper), which inline checkout does not show. */
function carouselChunks(meta: EmbedMeta): Set<string> {
  return new Set(
    Object.entries(meta.chunks)
      .filter(([, chunk]) => chunk.modules.some((module) => module.id === 'widgets/basket/shop-carousel.tsx'))
      .map(([file]) => file),
  );
}

function embedRows(meta: EmbedMeta): Row[] {
  const inEmbed = (files: readonly string[]) => files.map((file) => join(embedDir, file));
  const loader = join(embedDir, meta.loader);
  const rows: Row[] = [{ name: 'loader (racekit.js)', files: [loader], budget: budgets.loader }];
  for (const [tag, entry] of Object.entries(meta.entries).sort(([a], [b]) => a.localeCompare(b))) {
    const chunks = staticClosure(meta, entry);
    rows.push({
      name: `first paint <${tag}>`,
      files: [loader, ...inEmbed(chunks)],
      ...(tag === 'racekit-buy-ticket' ? { budget: budgets.buyTicketFirstPaint } : {}),
      heaviest: () => heaviestModules(meta, chunks),
    });
  }
  const starts = ['racekit-buy-ticket', 'racekit-basket'].map((tag) => meta.entries[tag]).filter((entry) => entry !== undefined);
  const everything = fullClosure(meta, starts);
  const carousel = carouselChunks(meta);
  // Everything reachable without going through the carousel's chunk.
  const checkout = fullClosure(
    { ...meta, chunks: Object.fromEntries(Object.entries(meta.chunks).map(([file, chunk]) => [file, { ...chunk, dynamicImports: chunk.dynamicImports.filter((target) => !carousel.has(target)) }])) },
    starts,
  );
  rows.push({
    name: 'whole checkout (buy-ticket + basket, all lazy chunks but the shop carousel)',
    files: [loader, ...inEmbed(checkout)],
    budget: budgets.wholeCheckout,
    heaviest: () => heaviestModules(meta, checkout),
  });
  rows.push({ name: '  … with the shop carousel of the full basket page (swiper)', files: [loader, ...inEmbed(everything)] });
  return rows;
}

/** index.html's scripts and stylesheets, and the JS they import statically (not `import()`). */
function siteFirstLoad(): string[] {
  const html = readFileSync(join(siteDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/[^"]+\.(?:js|css))"/g)]
    .filter((match) => !/nomodule/.test(match[0]))
    .map((match) => join(siteDir, match[1] ?? ''));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) visit(join(dirname(file), match[1] ?? ''));
  };
  referenced.forEach(visit);
  return [...seen];
}

function main(): void {
  const listAll = process.argv.includes('--modules');
  const meta = readMeta();
  const rows = embedRows(meta);
  if (existsSync(join(siteDir, 'index.html'))) {
    const site = siteFirstLoad();
    rows.push({ name: 'site first load (dist/site)', files: site, budget: budgets.siteFirstLoad, heaviest: () => heaviestFiles(site) });
  } else {
    console.warn('dist/site is missing: the site row is skipped (npm run build:site).');
  }

  const width = Math.max(...rows.map((row) => row.name.length));
  console.info(`${'what'.padEnd(width)}  files   minified       gzip     brotli  budget (gzip)`);
  let missed = 0;
  const details: string[] = [];
  for (const row of rows) {
    const sizes = total(row.files);
    const over = row.budget !== undefined && sizes.gzip > row.budget;
    if (over) missed += 1;
    const verdict = row.budget === undefined ? '' : `≤ ${kb(row.budget)} ${over ? '✘ OVER' : '✓'}`;
    console.info(
      `${row.name.padEnd(width)}  ${String(row.files.length).padStart(5)}  ${kb(sizes.minified).padStart(9)}  ${kb(sizes.gzip).padStart(9)}  ${kb(sizes.brotli).padStart(9)}  ${verdict}`,
    );
    if ((over || (listAll && row.budget !== undefined)) && row.heaviest !== undefined) {
      details.push(`\nWhat weighs most in "${row.name.trim()}":`, ...row.heaviest());
    }
  }
  console.info('\n1 KB = 1000 bytes; each file compressed on its own, as the server sends it.');
  for (const line of details) console.info(line);
  if (missed > 0) {
    console.error(`\n${missed} budget(s) missed.`);
    process.exitCode = 1;
  }
}

main();
