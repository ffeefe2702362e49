// The public entry "@racekit/sdk/state" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/state/, by name.
export { globalErrorAtom } from './global-error-atom.ts';
export { installAuthBridge } from './install-auth-bridge.ts';
export { getRacekitStore, type RacekitStore } from './racekit-store.ts';
export { safeLocalStorage } from './safe-local-storage.ts';
export { sharedAtom } from './shared-atom.ts';
export { basketGoodsAtom, guestBasketGoodsAtom, langAtom, storedAtoms, type Theme, themeAtom, tokenAtom, userAtom } from './storage-atoms.ts';
export { storageKeys } from './storage-keys.ts';
export { storedText } from './stored-text.ts';
export { storageOf, storageOfList, storageOfText, type SyncStorage } from './validated-storage.ts';
