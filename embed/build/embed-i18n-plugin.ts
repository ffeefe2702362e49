import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'rollup';
import { forwarded } from './forwarded-resolve.ts';

const AREA = 'racekit-i18n-area:';

interface AreaFiles {
  readonly ru: string;
  readonly en: string | undefined;
}

/** Area → its module in each language, as sdk/i18n/ru.ts and en.ts import them. */
function readAreas(root: string): Map<string, AreaFiles> {
  const imports = (language: string) =>
    new Map(
      [...readFileSync(join(root, `sdk/i18n/${language}.ts`), 'utf8').matchAll(/import\s*\{\s*(\w+)\s*\}\s*from\s*'\.\/[a-z]+\/([\w-]+)\.ts'/g)].map(
        (match) => [match[1] ?? '', join(root, `sdk/i18n/${language}/${match[2] ?? ''}.ts`)],
      ),
    );
  const en = imports('en');
  return new Map([...imports('ru')].map(([area, ru]) => [area, { ru, en: en.get(area) }]));
}

/**
 * i18n for the embed bundle (see embed/i18n/area-registry.ts), as two
 * plugins: `resolve` (first in the list) and `scan` (after the TypeScript transpiler, so that
 * comments are gone and only code is read).
 * - `react-i18next` is the thin adapter in embed/i18n (i18next itself is the real one);
 * - sdk/i18n/resources.ts and translation-key.ts are the embed's, over the area registry;
 * - every project module naming a key of an area (a string starting `basket.`) imports that
 *   area's registration first, so the texts travel in the same chunk as the code showing them.
 */
export function embedI18nPlugins(root: string): { resolve: Plugin; scan: Plugin } {
  const replaced = new Map([
    [join(root, 'sdk/i18n/resources.ts'), join(root, 'embed/i18n/area-registry.ts')],
    [join(root, 'sdk/i18n/translation-key.ts'), join(root, 'embed/i18n/translation-key.ts')],
  ]);
  const packages = new Map([['react-i18next', join(root, 'embed/i18n/react-i18n-adapter.ts')]]);
  const registry = join(root, 'embed/i18n/area-registry.ts');
  const notScanned = [join(root, 'sdk/i18n/'), join(root, 'embed/i18n/'), join(root, 'node_modules/')];
  let areas = new Map<string, AreaFiles>();
  let areaReference = /$^/g;

  const resolve: Plugin = {
    name: 'racekit-embed-i18n',
    buildStart() {
      areas = readAreas(root);
      areaReference = new RegExp(`['"\`](${[...areas.keys()].join('|')})\\.[A-Za-z_$]`, 'g');
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(AREA)) return `\0${source}`;
      const lite = packages.get(source);
      if (lite !== undefined) return lite;
      if (!source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, forwarded(options));
      return resolved === null ? null : (replaced.get(resolved.id) ?? null);
    },
    load(id) {
      if (!id.startsWith(`\0${AREA}`)) return null;
      const area = id.slice(AREA.length + 1);
      const files = areas.get(area);
      if (files === undefined) return null;
      return [
        `import { registerArea } from ${JSON.stringify(registry)};`,
        `import { ${area} as ru } from ${JSON.stringify(files.ru)};`,
        files.en === undefined ? 'const en = undefined;' : `import { ${area} as en } from ${JSON.stringify(files.en)};`,
        `registerArea(${JSON.stringify(area)}, ru, en);`,
      ].join('\n');
    },
  };

  const scan: Plugin = {
    name: 'racekit-embed-i18n-areas',
    transform(code, id) {
      if (!id.startsWith(root) || notScanned.some((folder) => id.startsWith(folder)) || !/\.tsx?$/.test(id)) return null;
      const used = new Set([...code.matchAll(areaReference)].map((match) => match[1] ?? ''));
      if (used.size === 0) return null;
      const imports = [...used].map((area) => `import ${JSON.stringify(`${AREA}${area}`)};`).join('');
      return { code: `${imports}${code}`, map: null };
    },
  };
  return { resolve, scan };
}
