import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Built-looking site, embed and examples directories in a temp dir. */
export interface StaticFixture {
  readonly dirs: { site: string; embed: string; examples: string };
  remove(): Promise<void>;
}

/** A chunk big enough (> 1 KB) to be worth compressing. */
export const largeScript = Array.from({ length: 200 }, (_, i) => `export const price${i} = ${i * 100};`).join('\n');

const files: Readonly<Record<string, string>> = {
  'site/index.html': '<!doctype html><html><body><div id="root">racekit site</div></body></html>',
  'site/assets/index-Bx3k9aQ2.js': 'console.log("site");',
  'site/robots.txt': 'User-agent: *',
  'embed/racekit.js': 'console.log("loader");',
  'embed/calendar-Dk2x_9aB.js': 'console.log("calendar chunk");',
  'embed/checkout-3f9a1c2e.js': largeScript,
  'site/assets/photo-3f9a1c2e.png': largeScript,
  'examples/index.html': '<!doctype html><html><body>examples</body></html>',
  'examples/landing/index.html': '<!doctype html><html><body>landing</body></html>',
  'secret.txt': 'outside every root',
};

/** Writes the fixture. */
export async function createStaticFixture(): Promise<StaticFixture> {
  const root = await mkdtemp(join(tmpdir(), 'racekit-static-'));
  for (const [name, content] of Object.entries(files)) {
    const path = join(root, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
  return {
    dirs: { site: join(root, 'site'), embed: join(root, 'embed'), examples: join(root, 'examples') },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
