/**
 * The module graph of a widget as a bundler sees it, for the first-paint tests: what a
 * `define.ts` reaches through static imports is what must go into the first chunk; heavy code
 * must be reachable only through a dynamic `import()`. (The byte budgets are measured by the
 * bench on the built bundle; this keeps the graph honest on every test run.)
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** The repository root; graph file names are relative to it. */
export const root = resolve(import.meta.dirname, '../../..');

/** `from '…'` of static imports and re-exports (not `import type`), and bare `import '…'`. */
const staticSpecifier = /^\s*(?:import|export)\s+(?!type\s)[^'";]*?\sfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const dynamicSpecifier = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function specifiersOf(file: string, pattern: RegExp): string[] {
  return [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '').filter((specifier) => specifier !== '');
}

/** The specifiers of the dynamic `import()`s in `file` (relative to the repository root). */
export function dynamicImportsOf(file: string): string[] {
  return specifiersOf(resolve(root, file), dynamicSpecifier);
}

/** `import { a, type B } from '…/sdk/<area>/index.ts'` (an sdk entry, docs/sdk-entries.md) with its names. */
const entryImport = /^\s*(?:import|export)\s+(?!type\s)\{([^}]*)\}\s*from\s+['"]([^'"]*\/index\.ts)['"]/gm;
const reexport = /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
/** The value names of `a, b as c, type D` as [name there, name here]. */
const bindings = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/));

/**
 * The modules behind the names a file imports through an sdk entry: a bundler follows an entry's
 * re-exports only to the modules whose exports are used (the embed build: sdk-entries-plugin.ts).
 */
function throughEntries(file: string): { modules: string[]; entries: Set<string> } {
  const modules: string[] = [];
  const entries = new Set<string>();
  for (const [, list = '', specifier = ''] of readFileSync(file, 'utf8').matchAll(entryImport)) {
    const entry = resolve(dirname(file), specifier);
    entries.add(specifier);
    const names = new Set(bindings(list).map(([name = '']) => name));
    for (const [, exported = '', from = ''] of readFileSync(entry, 'utf8').matchAll(reexport)) {
      if (bindings(exported).some(([name = '', as = name]) => names.has(as))) modules.push(resolve(dirname(entry), from));
    }
  }
  return { modules, entries };
}

/** Walks the project files `entry` reaches through static imports (and `import()`s when `dynamic`); answers the packages met. */
function walk(entry: string, dynamic: boolean): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    const name = relative(root, file);
    if (files.has(name)) return;
    files.add(name);
    if (!/\.tsx?$/.test(file)) return;
    const through = throughEntries(file);
    through.modules.forEach(visit);
    const specifiers = [...specifiersOf(file, staticSpecifier).filter((specifier) => !through.entries.has(specifier)), ...(dynamic ? specifiersOf(file, dynamicSpecifier) : [])];
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\?.*$/, '')));
      else packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier));
    }
  };
  visit(resolve(root, entry));
  return { files, packages };
}

/** Every project file (relative to the root) and package that `entry` reaches through static imports. */
export function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  return walk(entry, false);
}

/**
 * Every project file `entry` reaches through static imports and `import()` alike: all the code
 * a widget may run (its lazy dialogs, forms and text modules included).
 */
export function reachableFiles(entry: string): Set<string> {
  return walk(entry, true).files;
}
