/**
 * The device's own name and identity for check-in: a name the volunteer gives it («Палатка 2»,
 * shown to the next volunteer who scans a ticket already checked in) and random nonces, one per
 * scan, which make an upload count once however often it is sent.
 */
const NAME_KEY = 'racekit-checkin-device';

/** A nonce for one scan. */
export const newNonce = (): string => crypto.randomUUID();

/** The stored device name, or a generated one. */
export function deviceName(): string {
  try {
    const stored = localStorage.getItem(NAME_KEY);
    if (stored !== null && stored.trim() !== '') return stored.trim().slice(0, 64);
  } catch {
    // storage off (private mode): a name per page load
  }
  return `Устройство ${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
}

/** Keeps the device name. */
export function rememberDeviceName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name.trim().slice(0, 64));
  } catch {
    // not kept: asked again next time
  }
}
