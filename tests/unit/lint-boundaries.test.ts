/**
 * The import arrows of docs/architecture.md are lint errors (eslint.config.mjs,
 * import-x/no-restricted-paths): sdk imports nothing from widgets, site or server; a widget
 * imports only the sdk and its own files; the site no server code and a widget only by its
 * define.ts; the server only the sdk; examples only the built bundle; the sdk's folders import
 * only from lower layers, so they hold no cycle. Each row lints a one-line fixture placed, by
 * its file path, in the folder under test, importing a real file.
 */
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { array, assert, string, tuple, type, union, unknown } from 'superstruct';
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
    ['sdk', 'sdk/fixture.ts', '../widgets/calendar/define.ts', 'sdk imports nothing from widgets, site or server (docs/architecture.md).'],
    ['sdk', 'sdk/basket/fixture.ts', '../../site/site-app.tsx', 'sdk imports nothing from widgets, site or server (docs/architecture.md).'],
    ['sdk', 'sdk/fixture.ts', '../server/app.ts', 'sdk imports nothing from widgets, site or server (docs/architecture.md).'],
    ['a widget', 'widgets/basket/fixture.ts', '../calendar/define.ts', 'a widget never imports another widget: meet in the shared store or in DOM events.'],
    ['a widget', 'widgets/basket/fixture.ts', '../../site/site-app.tsx', 'widgets import only the sdk.'],
    ['the server', 'server/fixture.ts', '../widgets/basket/define.ts', 'the server imports only sdk code.'],
    ['an example', 'examples/react-host/fixture.tsx', '../../sdk/basket/index.ts', 'examples use only the built bundle (dist/embed), as a partner would.'],
    ['the site', 'site/fixture.ts', '../server/app.ts', 'the site imports nothing from the server: it reaches it over HTTP, through sdk/contract.'],
    ['the site', 'site/pages/me/fixture.tsx', '../../../server/payment/plan-order.ts', 'the site imports nothing from the server: it reaches it over HTTP, through sdk/contract.'],
    ['the site', 'site/fixture.ts', '../widgets/basket/basket.tsx', 'the site takes a widget only through its public entry, widgets/<name>/define.ts: what it shares with a widget belongs in the sdk.'],
    ['the site', 'site/pages/me/fixture.tsx', '../../../widgets/my-tickets/ticket-card.tsx', 'the site takes a widget only through its public entry, widgets/<name>/define.ts: what it shares with a widget belongs in the sdk.'],
  ])('%s: %s importing %s', async (_who, file, target, message) => {
    expect(await boundaryErrors(file, target)).toEqual([`Unexpected path "${target}" imported in restricted zone. ${message}`]);
  });
});

describe('lint accepts the allowed arrows', () => {
  it.each([
    ['a widget → the sdk', 'widgets/basket/fixture.ts', '../../sdk/basket/index.ts'],
    ['a widget → its own files', 'widgets/basket/fixture.ts', './basket.tsx'],
    ['the server → the sdk', 'server/fixture.ts', '../sdk/contract/index.ts'],
    ['the site → a widget', 'site/fixture.ts', '../widgets/calendar/define.ts'],
  ])('%s', async (_what, file, target) => {
    expect(await boundaryErrors(file, target)).toEqual([]);
  });
});

describe('lint keeps React, Preact and the DOM out of the SDK core (basket, catalogue, checkin, checkout, contract, forms, format, http, state, tickets)', () => {
  const plain = 'sdk/basket, catalogue, checkin, checkout, contract, forms, format, http, state and tickets are plain TypeScript: no React, Preact or DOM (CONTRIBUTING.md).';
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
    ['sdk/catalogue/fixture.ts', "import { useMemo } from 'react';\nexport const x = useMemo;\n"],
  ])('%s importing a UI module: %s', async (file, code) => {
    // (an import of sdk/ui is also one up the layers: that rule is checked below)
    const errors = (await lintErrors(file, code)).filter((found) => found.ruleId !== 'import-x/no-restricted-paths');
    expect(errors).toEqual([{ ruleId: 'no-restricted-imports', message: expect.stringContaining(plain) }]);
  });

  it.each([
    ['sdk/basket/fixture.ts', 'export const x = () => document.title;\n'],
    ['sdk/checkout/fixture.ts', 'export const x = () => location.href;\n'],
    ['sdk/catalogue/fixture.ts', 'export const x = () => window.innerWidth;\n'],
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

describe('lint keeps the sdk free of cycles: its folders import only from lower layers', () => {
  const upTheLayers = (folder: string, below: string) =>
    `sdk/${folder} imports only from the sdk's lower layers (${below}): an import up the layers makes a cycle (docs/architecture.md).`;

  it.each([
    // the three rings the folders used to make (issue 31), each from its lower side
    ['state → checkout', 'sdk/state/fixture.ts', "export * from '../checkout/session-basket.ts';\n", 'state', 'runtime, config, checkin, http, contract'],
    ['config → contract', 'sdk/config/fixture.ts', "export * from '../contract/schemas/attribution.ts';\n", 'config', 'runtime'],
    ['elements → ui', 'sdk/elements/fixture.ts', "export * from '../ui/button.tsx';\n", 'elements', 'runtime, config, checkin, http, contract, state, i18n, format, forms, queries, basket, catalogue, tickets, checkout'],
    ['elements → ui, a stylesheet', 'sdk/elements/fixture.ts', "import css from '../ui/ui.css?inline';\nexport const x = css;\n", 'elements', 'runtime, config, checkin, http, contract, state, i18n, format, forms, queries, basket, catalogue, tickets, checkout'],
    ['http → i18n', 'sdk/http/fixture.ts', "export * from '../i18n/visitor-language.ts';\n", 'http', 'runtime, config'],
    ['a type-only import counts', 'sdk/contract/fixture.ts', "import type { RacekitStore } from '../state/racekit-store.ts';\nexport type X = RacekitStore;\n", 'contract', 'runtime, config, checkin, http'],
    ['a lazy import counts', 'sdk/contract/fixture.ts', "export const x = () => import('../state/racekit-store.ts');\n", 'contract', 'runtime, config, checkin, http'],
    ['one layer: basket → tickets', 'sdk/basket/fixture.ts', "export * from '../tickets/ticket-status.ts';\n", 'basket', 'runtime, config, checkin, http, contract, state, i18n, format, forms, queries'],
    ['a nested folder: contract/console → state', 'sdk/contract/console/fixture.ts', "export * from '../../state/racekit-store.ts';\n", 'contract', 'runtime, config, checkin, http'],
  ])('%s', async (_what, file, code, folder, below) => {
    expect(await lintErrors(file, code)).toEqual([{ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(upTheLayers(folder, below)) }]);
  });

  it.each([
    ['checkout → state', 'sdk/checkout/fixture.ts', '../state/racekit-store.ts'],
    ['ui → elements', 'sdk/ui/fixture.tsx', '../elements/widget-context.ts'],
    ['contract → http', 'sdk/contract/fixture.ts', '../http/api-errors.ts'],
    ['i18n → state', 'sdk/i18n/fixture.ts', '../state/racekit-store.ts'],
    ['a folder → its own files', 'sdk/state/fixture.ts', './racekit-store.ts'],
  ])('%s is down the layers', async (_what, file, target) => {
    expect(await boundaryErrors(file, target)).toEqual([]);
  });

  it('every folder of sdk/ has its place in the layers', async () => {
    const config: unknown = await eslint.calculateConfigForFile(`${root}sdk/fixture.ts`);
    const zone = type({ target: union([string(), array(string())]), from: union([string(), array(string())]) });
    assert(config, type({ rules: type({ 'import-x/no-restricted-paths': tuple([unknown(), type({ zones: array(zone) })]) }) }));
    const zones = config.rules['import-x/no-restricted-paths'][1].zones.flatMap((found) => (typeof found.target === 'string' && found.target.startsWith('./sdk/') ? [{ target: found.target, from: found.from }] : []));
    const targets = zones.map((found) => found.target.slice('./sdk/'.length));
    expect(targets.length).toBe(new Set(targets).size);
    const folders = readdirSync(`${root}sdk`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    // A folder is bounded by its own zone, or it is on top: every other folder's zone names it.
    const placed = (folder: string) => targets.includes(folder) || zones.every((found) => [found.from].flat().includes(`./sdk/${folder}`));
    expect(folders.filter((folder) => !placed(folder))).toEqual([]);
    expect(folders.length).toBeGreaterThan(10);
  });
});

describe('lint lets code outside sdk import only the entries of sdk/package.json (docs/sdk-entries.md)', () => {
  const entryMessage = 'import the sdk through an entry of sdk/package.json "exports" (sdk/<area>/index.ts), never a module past it (docs/sdk-entries.md).';
  it.each([
    ['a widget', 'widgets/basket/fixture.ts', '../../sdk/basket/ticket-count.ts'],
    ['the site', 'site/fixture.ts', '../sdk/ui/button.tsx'],
    ['the server', 'server/fixture.ts', '../sdk/contract/schemas/user.ts'],
    ['a test', 'tests/unit/fixture.ts', '../../sdk/forms/phone.ts'],
    ['the embed runtime', 'embed/loader/fixture.ts', '../../sdk/runtime/loader-handoff.ts'],
  ])('%s importing a module past an entry: %s → %s', async (_who, file, target) => {
    expect(await boundaryErrors(file, target)).toEqual([`Unexpected path "${target}" imported in restricted zone. ${entryMessage}`]);
  });

  it.each([
    ['an area entry', 'widgets/basket/fixture.ts', '../../sdk/basket/index.ts'],
    ['a sub-area entry', 'server/fixture.ts', '../sdk/contract/schemas/index.ts'],
    ['an entry loaded on demand', 'widgets/basket/fixture.ts', '../../sdk/ui/form/participant-form.tsx'],
    ['a stylesheet entry', 'site/fixture.ts', '../sdk/elements/tokens.css'],
    ['sdk itself, module to module', 'sdk/checkout/fixture.ts', '../basket/ticket-count.ts'],
  ])('%s is allowed', async (_what, file, target) => {
    expect(await boundaryErrors(file, target)).toEqual([]);
  });
});
