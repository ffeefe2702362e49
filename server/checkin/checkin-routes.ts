/**
 * Race-day check-in under /api/checkin (issue 26; sdk/contract/console/checkin.ts,
 * docs/checkin.md). Staff scan; the organiser also exports who has not come. A member of staff
 * limited to some events (`staff_events`) reaches only their event cities.
 */
import { checkinCalls } from '../../sdk/contract/console/index.ts';
import { createHash } from 'node:crypto';
import { codeHashOfDigest, hashedText } from '../../sdk/checkin/index.ts';
import type { Auth } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { HttpError } from '../http/http-error.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { recordAudit } from '../console/audit-log.ts';
import { CSV_BOM, csvLine } from '../exports/safe-cell.ts';
import { inLanguage } from '../catalogue/in-language.ts';
import { checkinTicketSelect, participantName, ticketByCode, type CheckinTicketRow } from './checkin-tickets.ts';
import { decideScan, mayCheckIn } from './decide-scan.ts';

/** How far ahead of the server's clock an offline scan's time may be (a device's clock drifts). */
const FUTURE_SKEW_MS = 5 * 60_000;

interface CityRow {
  readonly public_id: string;
  readonly event_id: string;
  readonly event_title: string;
  readonly event_title_en: string | null;
  readonly city_ru: string;
  readonly city_en: string;
  readonly address: string;
  readonly start_time: Date;
  readonly timezone: string;
}

const citySelect = `
  SELECT ec.public_id, ec.event_id, e.title AS event_title, e.title_en AS event_title_en, lc.name_ru AS city_ru, lc.name_en AS city_en,
         ec.address, ec.start_time, ec.timezone
    FROM event_city ec JOIN event e ON e.public_id = ec.event_id JOIN location_city lc ON lc.id = ec.city_id`;

const cityNotFound = () => new HttpError(404, 'server.checkin.cityNotFound');

export function checkinRoutes(app: ApiApp, deps: AppDeps): void {
  const { db, clock } = deps;

  /** The event city `id` if this member of staff may check it in; 404 otherwise (another event is out of reach). */
  async function reachableCity(auth: Auth, id: string): Promise<CityRow> {
    const [city] = await db.query<CityRow>(`${citySelect} WHERE ec.public_id = $1`, [id]);
    if (city === undefined || !mayCheckIn(auth, city)) throw cityNotFound();
    return city;
  }

  const cityView = (city: CityRow, language: 'ru' | 'en') => ({
    public_id: city.public_id,
    event_title: inLanguage(city.event_title, city.event_title_en, language),
    city: language === 'en' ? city.city_en : city.city_ru,
    address: city.address,
    start_time: city.start_time.toISOString(),
    timezone: city.timezone,
  });

  route(app, checkinCalls.eventCities, async ({ auth, query, language }) => {
    const staff = requireAuth(auth);
    const from = query.from === undefined ? new Date(clock.now().getTime() - 86_400_000) : new Date(query.from);
    if (Number.isNaN(from.getTime())) throw new HttpError(400, { key: 'server.http.badField', values: { field: 'from' } }, { field: 'from' });
    const rows = await db.query<CityRow>(
      `${citySelect} WHERE ec.start_time >= $1 AND ($2::text[] IS NULL OR ec.event_id = ANY($2)) ORDER BY ec.start_time, ec.public_id LIMIT 200`,
      [from, staff.user.staff_events === null ? null : [...staff.user.staff_events]],
    );
    return { values: rows.map((row) => cityView(row, language)) };
  });

  route(app, checkinCalls.snapshot, async ({ auth, params, language }) => {
    const city = await reachableCity(requireAuth(auth), params.id);
    const rows = await db.query<CheckinTicketRow>(`${checkinTicketSelect('f.event_city_id = $1')} ORDER BY t.ticket_number`, [city.public_id]);
    const formats = new Map<string, { id: string; title: string; start_time: string }>();
    // 10,000 tickets: digested synchronously, the naming rule is the sdk's (sdk/checkin/code-hash.ts)
    const tickets = rows.map((row) => {
      if (!formats.has(row.format_id)) {
        formats.set(row.format_id, { id: row.format_id, title: inLanguage(row.format_title, row.format_title_en, language), start_time: row.start_time.toISOString() });
      }
      const state = row.cancelled ? 'c' : row.returned ? 'r' : row.transfer_pending ? 't' : 'v';
      return {
        h: codeHashOfDigest(createHash('sha256').update(hashedText(row.public_id)).digest()),
        n: row.ticket_number,
        name: participantName(row),
        f: row.format_id,
        team: row.team,
        shirt: row.shirt_size,
        ins: row.insurance,
        reg: row.registered,
        state,
        at: row.checked_at === null ? null : row.checked_at.toISOString(),
      } as const;
    });
    return { event_city: cityView(city, language), generated_at: clock.now().toISOString(), formats: [...formats.values()], tickets };
  });

  route(app, checkinCalls.scan, async ({ auth, body, language }) => {
    const staff = requireAuth(auth);
    if (body.event_city !== undefined) await reachableCity(staff, body.event_city);
    const now = clock.now();
    const outcome = await db.transaction((tx) =>
      decideScan(tx, staff, { code: body.code, nonce: body.nonce, eventCity: body.event_city, device: body.device ?? 'web', scannedAt: now, offline: false }, now, language),
    );
    return outcome.answer;
  });

  route(app, checkinCalls.sync, async ({ auth, body, language }) => {
    const staff = requireAuth(auth);
    const now = clock.now();
    const results = [];
    // one transaction per scan: a bad scan never loses the others, and each nonce is taken alone
    for (const scan of body.scans) {
      const seen = new Date(scan.scanned_at);
      const scannedAt = Number.isNaN(seen.getTime()) || seen.getTime() > now.getTime() + FUTURE_SKEW_MS ? now : seen;
      const outcome = await db.transaction((tx) =>
        decideScan(tx, staff, { code: scan.code, nonce: scan.nonce, eventCity: scan.event_city, device: body.device, scannedAt, offline: true }, now, language),
      );
      results.push({ nonce: scan.nonce, result: outcome.answer.result, conflict: outcome.conflict });
    }
    return { results };
  });

  route(app, checkinCalls.undo, async ({ auth, body, language }) => {
    const staff = requireAuth(auth);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await ticketByCode(tx, body.code);
      if (row === undefined || !mayCheckIn(staff, row)) throw new HttpError(404, 'server.checkin.ticketNotFound');
      const [undone] = await tx.query<{ at: Date; device: string; nonce: string }>('DELETE FROM checkin WHERE ticket_id = $1 RETURNING at, device, nonce', [row.public_id]);
      if (undone === undefined) throw new HttpError(409, 'server.checkin.notCheckedIn');
      await recordAudit(
        tx,
        staff,
        { action: 'checkin.undo', entity: 'ticket', entityId: row.public_id, before: { checked_in_at: undone.at.toISOString(), device: undone.device }, after: { reason: body.reason.trim() } },
        now,
      );
    });
    return { message: serverText('server.checkin.undone', language) };
  });

  route(app, checkinCalls.stats, async ({ auth, params, language }) => {
    const city = await reachableCity(requireAuth(auth), params.id);
    const formats = await db.query<{ format_id: string; title: string; title_en: string | null; expected: number; checked_in: number }>(
      `SELECT f.public_id AS format_id, f.title, f.title_en,
              count(t.public_id) FILTER (WHERE t.status = 'active' AND NOT EXISTS (SELECT 1 FROM refund r WHERE r.ticket_id = t.public_id))::int AS expected,
              count(c.ticket_id)::int AS checked_in
         FROM event_format f
         LEFT JOIN ticket t ON t.format_id = f.public_id
         LEFT JOIN checkin c ON c.ticket_id = t.public_id
        WHERE f.event_city_id = $1
        GROUP BY f.public_id, f.title, f.title_en, f.sort
        ORDER BY f.sort, f.public_id`,
      [city.public_id],
    );
    const hours = await db.query<{ hour: number; checked_in: number }>(
      `SELECT extract(hour FROM (at AT TIME ZONE $2))::int AS hour, count(*)::int AS checked_in
         FROM checkin WHERE event_city_id = $1 GROUP BY 1 ORDER BY 1`,
      [city.public_id, city.timezone],
    );
    const conflicts = await db.query<{ ticket_number: string; first_at: Date; first_device: string; second_at: Date; second_device: string } & CheckinTicketRow>(
      `SELECT k.first_at, k.first_device, k.second_at, k.second_device, x.*
         FROM checkin_conflict k
         JOIN LATERAL (${checkinTicketSelect('t.public_id = k.ticket_id')}) x ON true
        WHERE k.event_city_id = $1 ORDER BY k.id`,
      [city.public_id],
    );
    const by_format = formats.map((row) => ({ format_id: row.format_id, format: inLanguage(row.title, row.title_en, language), expected: row.expected, checked_in: row.checked_in }));
    return {
      expected: by_format.reduce((sum, row) => sum + row.expected, 0),
      checked_in: by_format.reduce((sum, row) => sum + row.checked_in, 0),
      by_format,
      by_hour: hours,
      conflicts: conflicts.map((row) => ({
        ticket_number: row.ticket_number,
        name: participantName(row),
        first: { at: row.first_at.toISOString(), device: row.first_device },
        second: { at: row.second_at.toISOString(), device: row.second_device },
      })),
    };
  });

  route(app, checkinCalls.absent, async ({ auth, params, language }) => {
    const city = await reachableCity(requireAuth(auth), params.id);
    const rows = await db.query<CheckinTicketRow & { phone: string | null; email: string | null }>(
      `SELECT x.*, t.info->>'phone' AS phone, u.email
         FROM (${checkinTicketSelect('f.event_city_id = $1')}) x
         JOIN ticket t ON t.public_id = x.public_id LEFT JOIN app_user u ON u.public_id = t.user_id
        WHERE x.checked_at IS NULL AND NOT x.returned AND NOT x.cancelled
        ORDER BY x.format_title, x.ticket_number`,
      [city.public_id],
    );
    const head = language === 'en' ? ['ticket', 'name', 'format', 'start', 'team', 'phone', 'e-mail'] : ['билет', 'участник', 'формат', 'старт', 'команда', 'телефон', 'e-mail'];
    const body = rows.map((row) =>
      csvLine([row.ticket_number, participantName(row), inLanguage(row.format_title, row.format_title_en, language), row.start_time.toISOString(), row.team, row.phone, row.email]),
    );
    return new Response(CSV_BOM + csvLine(head) + body.join(''), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="absent-${city.public_id}.csv"`,
        'cache-control': 'no-store',
      },
    });
  });
}
