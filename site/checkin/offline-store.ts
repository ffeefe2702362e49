/**
 * What a check-in device keeps for working without a network (issue 26 §5), in IndexedDB:
 * the copy of each event city it checks in (read-only data from GET …/tickets, never a second
 * source of truth) and the queue of scans it decided offline, uploaded when the network returns.
 * Every value read back is validated: a damaged database is an empty one, never a crash.
 */
import { array, is, object, optional, string, type Infer } from 'superstruct';
import { CheckinSnapshot } from '../../sdk/contract/console/index.ts';

const DB_NAME = 'racekit-checkin';
const VERSION = 1;

/** A scan decided on the device, waiting for upload. */
const QueuedScanShape = object({ nonce: string(), code: string(), event_city: optional(string()), scanned_at: string() });
export type QueuedScan = Infer<typeof QueuedScanShape>;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('snapshots');
      request.result.createObjectStore('queue', { keyPath: 'nonce' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function run<T>(store: 'snapshots' | 'queue', mode: IDBTransactionMode, work: (objects: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(store, mode).objectStore(store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

/** Keeps the copy of an event city. */
export const saveSnapshot = (snapshot: CheckinSnapshot): Promise<IDBValidKey> => run('snapshots', 'readwrite', (objects) => objects.put(snapshot, snapshot.event_city.public_id));

/** The kept copy of event city `id`, if any. */
export async function loadSnapshot(id: string): Promise<CheckinSnapshot | undefined> {
  const value: unknown = await run('snapshots', 'readonly', (objects) => objects.get(id));
  return is(value, CheckinSnapshot) ? value : undefined;
}

/** Queues an offline decision for upload. */
export const queueScan = (scan: QueuedScan): Promise<IDBValidKey> => run('queue', 'readwrite', (objects) => objects.put(scan));

/** Every queued scan, oldest first. */
export async function queuedScans(): Promise<QueuedScan[]> {
  const values: unknown = await run('queue', 'readonly', (objects) => objects.getAll());
  const scans = is(values, array(QueuedScanShape)) ? values : [];
  return scans.sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
}

/** Drops uploaded scans from the queue. */
export async function dropScans(nonces: readonly string[]): Promise<void> {
  for (const nonce of nonces) await run('queue', 'readwrite', (objects) => objects.delete(nonce));
}

/** The event cities whose copies this device keeps (to start checking in without a network). */
export async function keptCities(): Promise<CheckinSnapshot['event_city'][]> {
  const values: unknown = await run('snapshots', 'readonly', (objects) => objects.getAll());
  return Array.isArray(values) ? values.filter((value): value is CheckinSnapshot => is(value, CheckinSnapshot)).map((snapshot) => snapshot.event_city) : [];
}
