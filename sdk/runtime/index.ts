// The public entry "@racekit/sdk/runtime" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/runtime/, by name.
export { existingHandoff, loaderHandoff, type LoaderHandoff } from './loader-handoff.ts';
export { pageSingleton, peekPageSingleton } from './page-singleton.ts';
