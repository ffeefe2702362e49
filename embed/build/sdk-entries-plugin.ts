import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'rollup';

/** An sdk entry's re-exports: exported name → the module holding it and its name there. */
type Reexports = Map<string, { readonly file: string; readonly name: string }>;

const ENTRY_IMPORT = /\b(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*'([^']*\/sdk\/[^']*\/index\.ts)'\s*;?/g;
const REEXPORT = /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

/** The bindings of `export { a, b as c, type D } from`: [name in the module, exported name, type only]. */
function bindings(list: string): [string, string, boolean][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const type = part.startsWith('type ');
      const [from = '', as = from] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      return [from, as, type];
    });
}

/**
 * The embed build reads an import through an sdk entry (`sdk/<area>/index.ts`, generated: one
 * `export { … } from './module.ts'` per module, docs/sdk-entries.md) as the imports of the modules
 * behind it. The code is the same; what changes is rollup's module graph: the widgets' hand-made
 * chunk groups (embed-chunks.ts) pull every module a grouped module imports into its group, and
 * through an entry that would be the whole area — a first paint would carry the widget runtime.
 */
export function sdkEntriesPlugin(): Plugin {
  const entries = new Map<string, Reexports>();
  const reexportsOf = (file: string): Reexports => {
    const known = entries.get(file);
    if (known !== undefined) return known;
    const map: Reexports = new Map();
    for (const [, list = '', from = ''] of readFileSync(file, 'utf8').matchAll(REEXPORT)) {
      for (const [name, exported] of bindings(list)) map.set(exported, { file: resolve(dirname(file), from), name });
    }
    entries.set(file, map);
    return map;
  };
  return {
    name: 'racekit-sdk-entries',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('/sdk/')) return null;
      let changed = false;
      const next = code.replace(ENTRY_IMPORT, (whole: string, kind: string, typeOnly: string | undefined, list: string, from: string) => {
        const map = reexportsOf(resolve(dirname(id), from));
        const byFile = new Map<string, string[]>();
        for (const [name, local, type] of bindings(list)) {
          const home = map.get(name);
          if (home === undefined) return whole;
          const item = `${type ? 'type ' : ''}${home.name === local ? local : `${home.name} as ${local}`}`;
          byFile.set(home.file, [...(byFile.get(home.file) ?? []), item]);
        }
        changed = true;
        return [...byFile].map(([file, items]) => `${kind}${typeOnly ?? ''} { ${items.join(', ')} } from ${JSON.stringify(file)};`).join('\n');
      });
      return changed ? { code: next, map: null } : null;
    },
  };
}
