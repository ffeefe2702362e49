// Lint: typescript-eslint's strict rules and its type-aware checks (promises, unsafe `as`), the
// rules of hooks, jsx-a11y, no import cycles, and the import arrows of docs/architecture.md, enforced by
// import-x/no-restricted-paths (paths are resolved, so `../../widgets/x.ts` cannot sneak by).
// The plain-TypeScript folders of the sdk (they run on the server too) may not import React,
// Preact or the DOM helpers, nor touch the DOM's globals.
import { readFileSync, readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const widgetNames = readdirSync(new URL('./widgets', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The arrows: site → widgets → sdk; server → sdk; examples only use the built bundle. */
export const boundaryZones = [
  {
    target: './sdk',
    from: ['./widgets', './site', './server'],
    message: 'sdk imports nothing from widgets, site or server (docs/architecture.md).',
  },
  { target: './widgets', from: ['./site', './server'], message: 'widgets import only the sdk.' },
  ...widgetNames.map((name) => ({
    target: `./widgets/${name}`,
    from: './widgets',
    except: [`./${name}`],
    message: 'a widget never imports another widget: meet in the shared store or in DOM events.',
  })),
  { target: './server', from: ['./widgets', './site'], message: 'the server imports only sdk code.' },
  { target: './site', from: './server', message: 'the site imports nothing from the server: it reaches it over HTTP, through sdk/contract.' },
  {
    target: './site',
    from: './widgets',
    except: widgetNames.map((name) => `./${name}/define.ts`),
    message: "the site takes a widget only through its public entry, widgets/<name>/define.ts: what it shares with a widget belongs in the sdk.",
  },
  { target: './embed', from: ['./site', './server'], message: 'the embed bundle assembles sdk and widgets only (no site, no server).' },
  {
    target: './examples',
    from: ['./sdk', './widgets', './site', './server'],
    message: 'examples use only the built bundle (dist/embed), as a partner would.',
  },
];

/**
 * The sdk's folders in layers, lowest first (docs/architecture.md): a folder imports only from
 * the layers before its own, so no two folders import each other, directly or round a ring;
 * folders of one layer never import each other. A new folder takes its place here
 * (tests/unit/lint-boundaries.test.ts fails while a folder of sdk/ has none).
 */
export const sdkLayers = [
  ['runtime'],
  ['config'],
  ['checkin', 'http'],
  ['contract'],
  ['state'],
  ['i18n'],
  ['format', 'forms', 'queries'],
  ['basket', 'catalogue', 'tickets'],
  ['checkout'],
  ['elements'],
  ['ui'],
];

/** One zone per sdk folder: every folder of its own layer and the layers after it is out of bounds. */
export const sdkLayerZones = sdkLayers.flatMap((layer, index) => {
  const below = sdkLayers.slice(0, index).flat();
  return layer.flatMap((folder) => {
    const above = sdkLayers.slice(index).flat().filter((other) => other !== folder);
    if (above.length === 0) return [];
    return [
      {
        target: `./sdk/${folder}`,
        from: above.map((other) => `./sdk/${other}`),
        message: `sdk/${folder} imports only from the sdk's lower layers (${below.length === 0 ? 'none' : below.join(', ')}): an import up the layers makes a cycle (docs/architecture.md).`,
      },
    ];
  });
});

/**
 * The sdk's public entries (the "exports" of sdk/package.json, docs/sdk-entries.md): code outside
 * sdk imports one of these files by its relative path and never a module past it. Inside sdk,
 * modules import each other directly. embed/build is left out: its tools run in node and read sdk
 * files as source.
 */
const sdkEntries = Object.values(JSON.parse(readFileSync(new URL('./sdk/package.json', import.meta.url), 'utf8')).exports ?? {});
export const entryZones = [
  {
    target: ['./widgets', './site', './server', './tests', './embed/*.ts', './embed/loader', './scripts', './types'],
    from: './sdk',
    // a stylesheet entry is also imported as text (`?inline`), which the resolver keeps in the path
    except: sdkEntries.flatMap((file) => (file.endsWith('.css') ? [file, `${file}?inline`] : [file])),
    message: 'import the sdk through an entry of sdk/package.json "exports" (sdk/<area>/index.ts), never a module past it (docs/sdk-entries.md).',
  },
];

/** The plain core of the SDK: no React, no Preact, no DOM; it runs on the server too (README, CONTRIBUTING). */
export const coreFolders = ['sdk/basket', 'sdk/catalogue', 'sdk/checkin', 'sdk/checkout', 'sdk/contract', 'sdk/forms', 'sdk/format', 'sdk/http', 'sdk/state', 'sdk/tickets'];
const coreMessage = 'sdk/basket, catalogue, checkin, checkout, contract, forms, format, http, state and tickets are plain TypeScript: no React, Preact or DOM (CONTRIBUTING.md).';

/** Imports those folders may not make (jotai's bare entry is its React one: the core uses jotai/vanilla). */
export const uiModules = ['react', 'react/*', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '@preact/*', 'react-i18next', 'jotai/react', 'jotai/react/*', 'react-imask', 'qrcode.react', 'swiper', 'swiper/*', 'wouter', '**/*.tsx'];

/** DOM globals those folders may not touch (a File arrives as `{ name, size, type }`). */
export const domGlobals = ['window', 'document', 'navigator', 'location', 'HTMLElement', 'Element', 'Node', 'CustomEvent', 'File', 'FileReader', 'customElements', 'history'];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.data/**', 'test-results/**', 'playwright-report/**', 'tests/e2e/.artifacts/**'],
  },
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...sdkLayerZones, ...entryZones] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware checks, on the TypeScript files (the tsconfig.json project holds them all).
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unsafe-type-assertion': 'error',
    },
  },
  {
    // Tests build their fixtures and read stubbed answers with casts on purpose.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-unsafe-type-assertion': 'off' },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Playwright's fixtures call their own `use`, which is not React's.
    ignores: ['tests/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: coreFolders.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'jotai', message: coreMessage }], patterns: [{ group: uiModules, message: coreMessage }] }],
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'plain sdk code never touches the DOM: it runs on the server too.' }))],
    },
  },
);
