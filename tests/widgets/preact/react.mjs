// `react` for the widget suite's Preact run (vitest.config.ts, project widgets-preact): the embed
// bundle's runtime, preact/compat, plus the `act` the tests wrap their steps in (React's own lives
// in `react`; Preact's in preact/test-utils). Plain JavaScript: preact/compat's types are an
// `export =` namespace, which TypeScript does not let an ES module re-export with `export *`.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';
