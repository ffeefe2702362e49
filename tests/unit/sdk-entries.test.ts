/**
 * The sdk's entries stay whole (docs/sdk-entries.md): every folder of sdk holding modules is an
 * entry of sdk/package.json "exports", its index.ts names every module of the folder but those
 * loaded on demand (entries of their own, never pulled in by their area), and every file the map
 * names exists. Lint (tests/unit/lint-boundaries.test.ts) keeps code outside sdk on these files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, record, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';

const sdk = fileURLToPath(new URL('../../sdk/', import.meta.url));
const { exports: entries } = create(JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8')), type({ exports: record(string(), string()) }));
const targets = Object.values(entries);

const isModule = (name: string) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && name !== 'index.ts';
/** sdk's folders (`basket`, `contract/schemas`…) with the modules directly in each. */
function folders(folder = '', into = new Map<string, string[]>()): Map<string, string[]> {
  const found = readdirSync(join(sdk, folder), { withFileTypes: true });
  const modules = found.filter((entry) => entry.isFile() && isModule(entry.name)).map((entry) => entry.name);
  if (folder !== '' && modules.length > 0) into.set(folder, modules);
  for (const entry of found) if (entry.isDirectory()) folders(folder === '' ? entry.name : `${folder}/${entry.name}`, into);
  return into;
}
const onDemand = new Set(targets.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('/index.ts')));

describe('sdk/package.json "exports"', () => {
  it('names files that exist', () => {
    expect(targets.filter((file) => !existsSync(join(sdk, file)))).toEqual([]);
  });

  it('has no barrel at the root of sdk any more (each area is an entry)', () => {
    expect(['index.ts', 'react.ts'].filter((file) => existsSync(join(sdk, file)))).toEqual([]);
  });

  it.each([...folders()])('sdk/%s is an entry whose index names each of its modules but the on-demand ones', (folder, modules) => {
    const exporting = (module: string) => /^export /m.test(readFileSync(join(sdk, folder, module), 'utf8'));
    const wanted = modules.filter((module) => !onDemand.has(`./${folder}/${module}`) && exporting(module));
    if (wanted.length === 0) return;
    expect(entries[`./${folder}`]).toBe(`./${folder}/index.ts`);
    const index = readFileSync(join(sdk, folder, 'index.ts'), 'utf8');
    const named = [...index.matchAll(/from '\.\/([^']+)'/g)].map((match) => match[1]);
    expect(named.sort()).toEqual(wanted.sort());
  });
});
