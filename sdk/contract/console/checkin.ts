/**
 * Race-day check-in (issue 26; docs/checkin.md): staff scan a ticket's QR code (its public_id)
 * at the registration tents. Online, the server decides each scan with one guarded INSERT, so two
 * devices scanning one ticket at once get one `valid` and one `already`; offline, the page decides
 * from its copy of the event city (`snapshot`) with the same rule (sdk/checkin/checkin-verdict.ts)
 * and uploads its scans later (`sync`), each with a nonce, so an upload sent twice counts once.
 */
import { array, boolean, enums, integer, nullable, object, optional, size, string, type, type Infer } from 'superstruct';
import { CHECKIN_RESULTS } from '../../checkin/checkin-verdict.ts';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';

/** The most scans one sync upload carries (a device uploads its queue in batches). */
export const SYNC_BATCH_MAX = 500;

const Nonce = size(string(), 8, TEXT_MAX.id);
const Device = size(string(), 1, 64);

export const CheckinResultName = enums(CHECKIN_RESULTS);

/** Whose ticket it is and what to hand over (never shown for `unknown` or `wrong_event`). */
export const CheckinParticipant = type({
  ticket_id: string(),
  ticket_number: string(),
  name: string(),
  event_city_id: string(),
  format_id: string(),
  format: string(),
  /** The format's own start (its wave), else the event city's, ISO. */
  start_time: string(),
  team: nullable(string()),
  shirt_size: nullable(string()),
  insurance: nullable(string()),
  registered: boolean(),
  /** Set for `transferred`: the new holder's e-mail, to check against an ID. */
  new_holder: nullable(string()),
});
export type CheckinParticipant = Infer<typeof CheckinParticipant>;

export const CheckinAnswer = type({
  result: CheckinResultName,
  participant: nullable(CheckinParticipant),
  /** Set for `already` (and for a replayed `valid`): when and at which device. */
  checked_in: nullable(type({ at: string(), device: string() })),
});
export type CheckinAnswer = Infer<typeof CheckinAnswer>;

export const ScanBody = object({
  /** The QR code's text (a ticket's public_id), or a ticket number typed by hand. */
  code: limitedText(TEXT_MAX.id),
  nonce: Nonce,
  event_city: optional(limitedText(TEXT_MAX.id)),
  device: optional(Device),
});

export const SyncBody = object({
  device: Device,
  scans: size(
    array(object({ code: limitedText(TEXT_MAX.id), nonce: Nonce, event_city: optional(limitedText(TEXT_MAX.id)), scanned_at: limitedText(TEXT_MAX.date) })),
    1,
    SYNC_BATCH_MAX,
  ),
});

export const SyncAnswer = type({
  results: array(type({ nonce: string(), result: CheckinResultName, conflict: boolean() })),
});

export const UndoBody = object({
  code: limitedText(TEXT_MAX.id),
  reason: size(string(), 3, 500),
});

/** An event city staff may check in. */
export const CheckinEventCity = type({
  public_id: string(),
  event_title: string(),
  city: string(),
  address: string(),
  start_time: string(),
  timezone: string(),
});

/**
 * The device's read-only copy of an event city: a row per ticket, its code as `h` (the first
 * 16 characters of the base64url sha256 of the public_id: a stolen phone cannot print a QR code),
 * formats once by id. `state` is the rule's facts in one letter (v clean, c cancelled, r returned,
 * t transferred away); `at` the check-in time when checked in.
 */
export const CheckinSnapshot = type({
  event_city: CheckinEventCity,
  generated_at: string(),
  formats: array(type({ id: string(), title: string(), start_time: string() })),
  tickets: array(
    type({
      h: string(),
      n: string(),
      name: string(),
      f: string(),
      team: nullable(string()),
      shirt: nullable(string()),
      ins: nullable(string()),
      reg: boolean(),
      state: enums(['v', 'c', 'r', 't']),
      at: nullable(string()),
    }),
  ),
});
export type CheckinSnapshot = Infer<typeof CheckinSnapshot>;

export const CheckinStats = type({
  expected: integer(),
  checked_in: integer(),
  by_format: array(type({ format_id: string(), format: string(), expected: integer(), checked_in: integer() })),
  /** Check-ins per hour of the event city's own time zone (`hour` is 0–23). */
  by_hour: array(type({ hour: integer(), checked_in: integer() })),
  /** Tickets checked in offline at two devices: reported after sync, never merged silently. */
  conflicts: array(type({ ticket_number: string(), name: string(), first: type({ at: string(), device: string() }), second: type({ at: string(), device: string() }) })),
});

const CityParams = object({ id: limitedText(TEXT_MAX.id) });
/** `from`: the earliest start to list (ISO date; default: yesterday, so a race still running is listed). */
export const EventCitiesQuery = object({ from: optional(limitedText(TEXT_MAX.date)) });
const OkAnswer = type({ message: string() });

export const checkinCalls = {
  eventCities: defineCall({
    method: 'GET',
    path: '/api/checkin/event-cities',
    role: 'staff',
    summary: 'The event cities this member of staff may check in, soonest first.',
    query: EventCitiesQuery,
    response: type({ values: array(CheckinEventCity) }),
  }),
  snapshot: defineCall({
    method: 'GET',
    path: '/api/checkin/event-city/{id}/tickets',
    role: 'staff',
    summary: "The device's offline copy of an event city's tickets.",
    params: CityParams,
    response: CheckinSnapshot,
    timeoutMs: 30_000,
  }),
  scan: defineCall({
    method: 'POST',
    path: '/api/checkin/scan',
    role: 'staff',
    summary: 'Decides one scan online, atomically; a nonce sent again answers what it answered first.',
    body: ScanBody,
    response: CheckinAnswer,
  }),
  sync: defineCall({
    method: 'POST',
    path: '/api/checkin/sync',
    role: 'staff',
    summary: "Uploads a device's offline scans; each nonce counts once; a double check-in is kept as a conflict.",
    body: SyncBody,
    response: SyncAnswer,
    timeoutMs: 30_000,
  }),
  undo: defineCall({
    method: 'POST',
    path: '/api/checkin/undo',
    role: 'staff',
    summary: 'Undoes a check-in (a mistaken scan) with a reason, recorded in the audit log.',
    body: UndoBody,
    response: OkAnswer,
  }),
  stats: defineCall({
    method: 'GET',
    path: '/api/checkin/event-city/{id}/stats',
    role: 'staff',
    summary: 'Checked in against expected, by format and by hour, and the offline conflicts.',
    params: CityParams,
    response: CheckinStats,
  }),
  absent: defineCall({
    method: 'GET',
    path: '/api/checkin/event-city/{id}/absent.csv',
    role: 'organiser',
    summary: 'Who has not come: the valid tickets not checked in, as CSV.',
    params: CityParams,
    response: 'file',
  }),
};

export const listCheckinEventCities = (query: Infer<typeof EventCitiesQuery> = {}) => invoke(checkinCalls.eventCities, { query });
export const getCheckinSnapshot = (id: string) => invoke(checkinCalls.snapshot, { params: { id } });
export const scanTicket = (body: Infer<typeof ScanBody>, signal?: AbortSignal) => invoke(checkinCalls.scan, { body, ...(signal === undefined ? {} : { signal }) });
export const syncScans = (body: Infer<typeof SyncBody>) => invoke(checkinCalls.sync, { body });
export const undoCheckin = (body: Infer<typeof UndoBody>) => invoke(checkinCalls.undo, { body });
export const getCheckinStats = (id: string) => invoke(checkinCalls.stats, { params: { id } });
export const downloadAbsent = (id: string) => invoke(checkinCalls.absent, { params: { id } });
