/**
 * The import arrows of DESIGN.md are lint errors (eslint.config.mjs, import-x/no-restricted-paths):
 * sdk imports nothing from widgets, site or server; a widget imports only the sdk and its own
 * files; the server only the sdk; examples only the built bundle. Each row lints a one-line
 * fixture placed, by its file path, in the folder under test, importing a real file.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${importPath}';\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('lint rejects an import against the arrows', () => {
  it.each([
    ['sdk', 'sdk/fixture.ts', '../widgets/calendar/define.ts', 'sdk imports nothing from widgets, site or server (DESIGN.md).'],
    ['sdk', 'sdk/basket/fixture.ts', '../../site/site-app.tsx', 'sdk imports nothing from widgets, site or server (DESIGN.md).'],
    ['sdk', 'sdk/fixture.ts', '../server/app.ts', 'sdk imports nothing from widgets, site or server (DESIGN.md).'],
    ['a widget', 'widgets/basket/fixture.ts', '../calendar/define.ts', 'a widget never imports another widget: meet in the shared store or in DOM events.'],
    ['a widget', 'widgets/basket/fixture.ts', '../../site/site-app.tsx', 'widgets import only the sdk.'],
    ['the server', 'server/fixture.ts', '../widgets/basket/define.ts', 'the server imports only sdk code.'],
    ['an example', 'examples/react-host/fixture.tsx', '../../sdk/index.ts', 'examples use only the built bundle (dist/embed), as a partner would.'],
  ])('%s: %s importing %s', async (_who, file, target, message) => {
    expect(await boundaryErrors(file, target)).toEqual([`Unexpected path "${target}" imported in restricted zone. ${message}`]);
  });
});

describe('lint accepts the allowed arrows', () => {
  it.each([
    ['a widget → the sdk', 'widgets/basket/fixture.ts', '../../sdk/index.ts'],
    ['a widget → its own files', 'widgets/basket/fixture.ts', './basket.tsx'],
    ['the server → the sdk', 'server/fixture.ts', '../sdk/index.ts'],
    ['the site → a widget', 'site/fixture.ts', '../widgets/calendar/define.ts'],
  ])('%s', async (_what, file, target) => {
    expect(await boundaryErrors(file, target)).toEqual([]);
  });
});

/** The rules of the SDK core's lint block (no React, no DOM) that `source` breaks at `filePath`. */
async function coreErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals')
    .map((message) => message.ruleId ?? '');
}

describe('the SDK core (basket, checkout, contract, forms, format, http, state) has no React and no DOM', () => {
  it.each([
    ['sdk/checkout: React', 'sdk/checkout/fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n", 'no-restricted-imports'],
    ["sdk/checkout: jotai's React entry", 'sdk/checkout/fixture.ts', "import { useAtom } from 'jotai';\nexport const x = useAtom;\n", 'no-restricted-imports'],
    ['sdk/checkout: a .tsx component', 'sdk/checkout/fixture.ts', "export * from '../ui/button.tsx';\n", 'no-restricted-imports'],
    ['sdk/checkout: the DOM', 'sdk/checkout/fixture.ts', 'export const here = () => location.href;\n', 'no-restricted-globals'],
    ['sdk/basket: the DOM', 'sdk/basket/fixture.ts', "export const title = () => document.title;\n", 'no-restricted-globals'],
  ])('%s is refused', async (_what, file, source, rule) => {
    expect(await coreErrors(file, source)).toEqual([rule]);
  });

  it('jotai/vanilla is what the core uses', async () => {
    expect(await coreErrors('sdk/checkout/fixture.ts', "import { atom } from 'jotai/vanilla';\nexport const a = atom(0);\n")).toEqual([]);
  });
});
