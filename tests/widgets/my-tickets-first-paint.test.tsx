/**
 * <racekit-my-tickets> paints its lists without the QR code and the masked participant form:
 * qrcode.react and react-imask are reachable only through dynamic `import()`s. What `define.ts`
 * reaches through static imports is what a bundler puts in the first chunk.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const staticSpecifier = /^\s*(?:import|export)\s+(?!type\s)[^'";]*?\sfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const dynamicSpecifier = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function specifiersOf(file: string, pattern: RegExp): string[] {
  return [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '').filter((specifier) => specifier !== '');
}

/** Every project file and package that `entry` reaches through static imports. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    const name = relative(root, file);
    if (files.has(name)) return;
    files.add(name);
    if (!/\.tsx?$/.test(file)) return;
    for (const specifier of specifiersOf(file, staticSpecifier)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\?.*$/, '')));
      else packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier));
    }
  };
  visit(resolve(root, entry));
  return { files, packages };
}

describe('<racekit-my-tickets> first paint', () => {
  const { files, packages } = staticGraph('widgets/my-tickets/define.ts');

  it('holds the lists and cards but neither the QR library nor the masks', () => {
    expect(files).toContain('widgets/my-tickets/ticket-card.tsx');
    expect(files).not.toContain('widgets/my-tickets/ticket-qr.tsx');
    expect(files).not.toContain('widgets/my-tickets/registration-form.tsx');
    expect(files).not.toContain('sdk/ui/masked-field.tsx');
    expect(['react-imask', 'qrcode.react', 'swiper'].filter((name) => packages.has(name))).toEqual([]);
  });

  it('loads the QR code and the participant form on demand', () => {
    expect(specifiersOf(resolve(root, 'widgets/my-tickets/ticket-card.tsx'), dynamicSpecifier)).toEqual(['./ticket-qr.tsx']);
    expect(specifiersOf(resolve(root, 'widgets/my-tickets/registration-dialog.tsx'), dynamicSpecifier)).toEqual(['./registration-form.tsx']);
    expect(staticGraph('widgets/my-tickets/ticket-qr.tsx').packages).toContain('qrcode.react');
    expect(staticGraph('widgets/my-tickets/registration-form.tsx').packages).toContain('react-imask');
  });
});
