/**
 * <racekit-login> paints its e-mail form without the phone mask: react-imask (about 20 KB) is
 * reachable only through the dynamic `import()` of the SMS phone field. What `define.ts`
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

describe('<racekit-login> first paint', () => {
  const { files, packages } = staticGraph('widgets/login/define.ts');

  it('holds the forms but not the masked input, the carousel or the QR code', () => {
    expect(files).toContain('widgets/login/login-screen.tsx');
    expect(files).not.toContain('sdk/ui/masked-field.tsx');
    expect(['react-imask', 'swiper', 'qrcode.react', 'dayjs'].filter((name) => packages.has(name))).toEqual([]);
  });

  it('loads the masked phone field on demand', () => {
    expect(specifiersOf(resolve(root, 'widgets/login/phone-field.tsx'), dynamicSpecifier)).toEqual(['../../sdk/ui/masked-field.tsx']);
    expect(staticGraph('sdk/ui/masked-field.tsx').packages).toContain('react-imask');
  });
});
