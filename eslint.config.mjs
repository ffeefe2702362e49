// Lint: typescript-eslint's strict rules plus the import arrows of DESIGN.md, enforced by
// import-x/no-restricted-paths (paths are resolved, so `../../widgets/x.ts` cannot sneak by).
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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
    message: 'sdk imports nothing from widgets, site or server (DESIGN.md).',
  },
  { target: './widgets', from: ['./site', './server'], message: 'widgets import only the sdk.' },
  ...widgetNames.map((name) => ({
    target: `./widgets/${name}`,
    from: './widgets',
    except: [`./${name}`],
    message: 'a widget never imports another widget: meet in the shared store or in DOM events.',
  })),
  { target: './server', from: ['./widgets', './site'], message: 'the server imports only sdk code.' },
  { target: './embed', from: ['./site', './server'], message: 'the embed bundle assembles sdk and widgets only (no site, no server).' },
  {
    target: './examples',
    from: ['./sdk', './widgets', './site', './server'],
    message: 'examples use only the built bundle (dist/embed), as a partner would.',
  },
];

/** The plain core of the SDK: no React (nor Preact, nor jotai's React entry) and no DOM (README, CONTRIBUTING). */
export const coreFolders = ['sdk/basket', 'sdk/checkout', 'sdk/contract', 'sdk/forms', 'sdk/format', 'sdk/http', 'sdk/state'];
const coreMessage = 'the SDK core is plain TypeScript: no React and no DOM (the widgets are its adapters).';

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
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: coreFolders.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-i18next', 'preact', 'preact/compat', 'preact/hooks', 'jotai', 'jotai/react'].map((name) => ({ name, message: coreMessage })),
          patterns: [{ group: ['react/*', 'react-dom/*', 'preact/*', 'jotai/react/*', '**/*.tsx'], message: coreMessage }],
        },
      ],
      'no-restricted-globals': ['error', ...['document', 'window', 'navigator', 'location', 'HTMLElement', 'customElements', 'Element'].map((name) => ({ name, message: coreMessage }))],
    },
  },
);
