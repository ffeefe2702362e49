/**
 * localStorage, or nothing. A partner page in a sandboxed iframe, a browser with storage
 * disabled, or a server process has none; racekit then keeps its state in memory only.
 */
export function safeLocalStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage as Storage | undefined;
    if (storage === undefined) return undefined;
    storage.getItem('racekit-probe');
    return storage;
  } catch {
    return undefined;
  }
}
