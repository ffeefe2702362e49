// Widget tests: every test starts on an empty page with empty storage and a fresh page state.
// The tests' entry passes in every text in both languages, bundled (sdk/i18n/all-texts.ts), so a
// widget renders at once; which texts each widget names for the real pages is checked by
// tests/unit/i18n-widget-texts.test.ts.
// Elements are removed inside act() and the microtask that unmounts their React roots runs
// before the next test; then the page singletons that hold state (the store, the query
// client, the i18n instance following the store) are dropped, as a new page load would.
// The custom element registry cannot be reset, so each test defines tags of its own.
import { cleanup } from '@testing-library/react';
import { act } from 'react';
import { afterEach } from 'vitest';
import { resetConfig } from '../../sdk/config/index.ts';
import { allTexts, registerTexts } from '../../sdk/i18n/index.ts';

// React's act() warns unless the environment says it is a test (RTL only sets this with globals).
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

registerTexts(allTexts);

const pageState = ['store', 'query-client', 'i18n', 'auth-bridge-installed'];

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
    await Promise.resolve();
  });
  cleanup();
  localStorage.clear();
  resetConfig();
  for (const key of pageState) Reflect.deleteProperty(globalThis, Symbol.for(`racekit.${key}`));
});
