/**
 * One scan as the check-in page decides it (issue 26 §3–5): online, the server decides
 * (POST /api/checkin/scan, atomic across devices); when the network is down or too slow, the
 * device decides from its copy of the event city with the same rule (sdk/checkin/checkin-verdict.ts),
 * queues the check-in with its nonce, and uploads it later (uploadQueue).
 */
import { checkinVerdict, type CheckinResult, codeHash } from '../../sdk/checkin/index.ts';
import { scanTicket, syncScans, type CheckinAnswer, type CheckinSnapshot } from '../../sdk/contract/console/index.ts';
import { NetworkError } from '../../sdk/http/index.ts';
import { newNonce } from './checkin-device.ts';
import { dropScans, queueScan, queuedScans } from './offline-store.ts';

/** What the page shows for a scan. */
export interface ScanDecision extends CheckinAnswer {
  readonly offline: boolean;
}

/** Check-ins this page made offline (hash → time): the copy is read-only, so they live beside it. */
export type LocalCheckins = Map<string, string>;

/** Decides `code` offline from `snapshot` and the page's own offline check-ins. */
export async function decideOffline(code: string, snapshot: CheckinSnapshot, local: LocalCheckins, device: string): Promise<ScanDecision> {
  const hash = await codeHash(code);
  const ticket = snapshot.tickets.find((row) => row.h === hash || row.n === code.trim());
  if (ticket === undefined) return { result: 'unknown', participant: null, checked_in: null, offline: true };
  const localAt = local.get(ticket.h);
  const result: CheckinResult = checkinVerdict({
    eventCityId: snapshot.event_city.public_id,
    cancelled: ticket.state === 'c',
    returned: ticket.state === 'r',
    transferPending: ticket.state === 't',
    checkedIn: ticket.at !== null || localAt !== undefined,
  });
  const format = snapshot.formats.find((row) => row.id === ticket.f);
  return {
    result,
    offline: true,
    participant: {
      ticket_id: '',
      ticket_number: ticket.n,
      name: ticket.name,
      event_city_id: snapshot.event_city.public_id,
      format_id: ticket.f,
      format: format?.title ?? '',
      start_time: format?.start_time ?? snapshot.event_city.start_time,
      team: ticket.team,
      shirt_size: ticket.shirt,
      insurance: ticket.ins,
      registered: ticket.reg,
      new_holder: null,
    },
    checked_in: localAt !== undefined ? { at: localAt, device } : ticket.at !== null ? { at: ticket.at, device: '' } : null,
  };
}

/** How long an online answer may take before the device decides alone. */
export const ONLINE_WAIT_MS = 2500;

/** The server gave no answer in time: no network, or a network too slow to wait for. */
const noAnswer = (error: unknown): boolean => error instanceof NetworkError || (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'));

/** Decides `code`: the server when it answers, else the device (queuing a `valid` for upload). */
export async function decideScan(code: string, snapshot: CheckinSnapshot | undefined, local: LocalCheckins, device: string): Promise<ScanDecision> {
  const nonce = newNonce();
  const eventCity = snapshot?.event_city.public_id;
  if (navigator.onLine) {
    try {
      const answer = await scanTicket({ code, nonce, device, ...(eventCity === undefined ? {} : { event_city: eventCity }) }, AbortSignal.timeout(ONLINE_WAIT_MS));
      return { ...answer, offline: false };
    } catch (error) {
      if (!noAnswer(error) || snapshot === undefined) throw error;
    }
  }
  if (snapshot === undefined) throw new NetworkError('offline without a copy of the event city');
  const decision = await decideOffline(code, snapshot, local, device);
  if (decision.result === 'valid') {
    const scannedAt = new Date().toISOString();
    local.set(await codeHash(code), scannedAt);
    await queueScan({ nonce, code: code.trim(), scanned_at: scannedAt, ...(eventCity === undefined ? {} : { event_city: eventCity }) });
  }
  return decision;
}

/** Uploads the queued offline scans; answers how many conflicts the server reported. */
export async function uploadQueue(device: string): Promise<{ uploaded: number; conflicts: number }> {
  const scans = await queuedScans();
  let uploaded = 0;
  let conflicts = 0;
  for (let start = 0; start < scans.length; start += 500) {
    const batch = scans.slice(start, start + 500);
    const answer = await syncScans({ device, scans: batch.map(({ nonce, code, scanned_at, event_city }) => ({ nonce, code, scanned_at, ...(event_city === undefined ? {} : { event_city }) })) });
    await dropScans(answer.results.map((result) => result.nonce));
    uploaded += answer.results.length;
    conflicts += answer.results.filter((result) => result.conflict).length;
  }
  return { uploaded, conflicts };
}
