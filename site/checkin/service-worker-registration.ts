/**
 * Installs the check-in page's service worker (site/public/checkin/sw.js), which keeps the page
 * and its files for when the network is gone. The page requires Trusted Types for scripts, and a
 * service worker's address is a script address: one policy allows exactly that address.
 */
export const SERVICE_WORKER_URL = '/checkin/sw.js';

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

export function registerCheckinServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const factory: unknown = Reflect.get(globalThis, 'trustedTypes');
  let url: unknown = SERVICE_WORKER_URL;
  if (typeof factory === 'object' && factory !== null && 'createPolicy' in factory) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- Trusted Types are not in TypeScript's DOM library; checked above
    const policy = (factory as TrustedTypesLike).createPolicy('racekit-checkin-sw', {
      createScriptURL: (candidate) => {
        if (candidate !== SERVICE_WORKER_URL) throw new TypeError(`not the check-in service worker: ${candidate}`);
        return candidate;
      },
    });
    url = policy.createScriptURL(SERVICE_WORKER_URL);
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a TrustedScriptURL stands where the DOM library types a string
  navigator.serviceWorker.register(url as string, { scope: '/checkin/' }).catch(() => undefined);
}
