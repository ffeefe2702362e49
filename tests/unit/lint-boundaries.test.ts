/**
 * The import arrows of DESIGN.md are lint errors (eslint.config.mjs, import-x/no-restricted-paths):
 * sdk imports nothing from widgets, site or server; a widget imports only the sdk and its own
 * files; the server only the sdk; examples only the built bundle. Each row lints a one-line
 * fixture placed, by its file path, in the folder under test, importing a real file.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const checked = new Set(['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-globals']);
// The fixtures are not on disk: no type information for them, and only the rules under test run.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx,mts}'], languageOptions: { parserOptions: { projectService: false } } }],
  ruleFilter: ({ ruleId }) => checked.has(ruleId),
});

// Loading the config and its plugins takes seconds on a busy machine: once, before the rows.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: `${root}sdk/fixture.ts` });
}, 120_000);

async function lintErrors(filePath: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => ({ ruleId: message.ruleId, message: message.message }));
}

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  return (await lintErrors(filePath, `export * from '${importPath}';\n`)).filter((found) => found.ruleId === 'import-x/no-restricted-paths').map((found) => found.message);
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

describe('lint keeps React, Preact and the DOM out of the SDK core (basket, checkin, checkout, contract, forms, format, http, state, tickets)', () => {
  const plain = 'sdk/basket, checkin, checkout, contract, forms, format, http, state and tickets are plain TypeScript: no React, Preact or DOM (CONTRIBUTING.md).';
  it.each([
    ['sdk/basket/fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['sdk/forms/fixture.ts', "import { h } from 'preact';\nexport const x = h;\n"],
    ['sdk/contract/fixture.ts', "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;\n"],
    ['sdk/format/fixture.ts', "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;\n"],
    ['sdk/checkout/fixture.ts', "import { useAtom } from 'jotai/react';\nexport const x = useAtom;\n"],
    ['sdk/checkout/fixture.ts', "import { useAtom } from 'jotai';\nexport const x = useAtom;\n"],
    ['sdk/state/fixture.ts', "export * from '../ui/button.tsx';\n"],
    ['sdk/http/fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['sdk/tickets/fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
  ])('%s importing a UI module: %s', async (file, code) => {
    expect(await lintErrors(file, code)).toEqual([{ ruleId: 'no-restricted-imports', message: expect.stringContaining(plain) }]);
  });

  it.each([
    ['sdk/basket/fixture.ts', 'export const x = () => document.title;\n'],
    ['sdk/checkout/fixture.ts', 'export const x = () => location.href;\n'],
  ])('%s touching a DOM global', async (file, code) => {
    expect(await lintErrors(file, code)).toEqual([{ ruleId: 'no-restricted-globals', message: expect.stringContaining('never touches the DOM') }]);
  });

  it('jotai/vanilla is what the core uses', async () => {
    expect(await lintErrors('sdk/checkout/fixture.ts', "import { atom } from 'jotai/vanilla';\nexport const a = atom(0);\n")).toEqual([]);
  });

  it('the React adapters of the sdk (sdk/ui) may import React', async () => {
    expect(await lintErrors('sdk/ui/fixture.tsx', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([]);
  });
});
