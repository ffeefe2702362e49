/**
 * The personal club calls (account.md §7 "Clubs"): the user's clubs, joining and leaving,
 * creating a competition result and attaching it to a club the user belongs to. A club is
 * named by public_id or public_name; a result is only its author's to attach.
 */
import { clubsCalls } from '../../sdk/contract/index.ts';
import type { Club } from '../../sdk/contract/schemas/index.ts';
import { utcDate, validateCompetitionResult, parseRaceTime } from '../../sdk/forms/index.ts';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../app-deps.ts';
import { isoOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { refuseMessage } from '../http/form-rules.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { attachUploads } from './uploads.ts';

const clubNotFound = () => new HttpError(404, 'server.catalogue.clubNotFound');

async function userClubs(db: Queryable, userId: string): Promise<Club[]> {
  const rows = await db.query<{ public_id: string; public_name: string; title: string; description: string; picture: string | null; created_date: unknown }>(
    `SELECT c.public_id, c.public_name, c.title, c.description, c.picture, c.created_date
       FROM club_member m JOIN club c ON c.public_id = m.club_id
      WHERE m.user_id = $1
      ORDER BY c.created_date, c.public_id`,
    [userId],
  );
  return rows.map((row) => ({ ...row, created_date: isoOf(row.created_date) }));
}

async function clubId(db: Queryable, id: string): Promise<string> {
  const [club] = await db.query<{ public_id: string }>('SELECT public_id FROM club WHERE public_id = $1 OR public_name = $1', [id]);
  if (club === undefined) throw clubNotFound();
  return club.public_id;
}

/** Mounts the personal club calls. */
export function personalClubsRoutes(app: ApiApp, deps: AppDeps): void {
  const { db, clock } = deps;

  route(app, clubsCalls.mine, async ({ auth }) => ({ values: await userClubs(db, requireAuth(auth).user.public_id) }));

  route(app, clubsCalls.join, async ({ auth, params }) => {
    const { user } = requireAuth(auth);
    const club = await clubId(db, params.id);
    await db.query('INSERT INTO club_member (club_id, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      club,
      user.public_id,
      clock.now(),
    ]);
    return { values: await userClubs(db, user.public_id) };
  });

  route(app, clubsCalls.leave, async ({ auth, params }) => {
    const { user } = requireAuth(auth);
    const club = await clubId(db, params.id);
    await db.query('DELETE FROM club_member WHERE club_id = $1 AND user_id = $2', [club, user.public_id]);
    return { values: await userClubs(db, user.public_id) };
  });

  route(app, clubsCalls.createResult, async ({ auth, body }) => {
    const { user } = requireAuth(auth);
    // The result form's own rule (sdk/forms), as the widget checks it; then what only the database knows.
    const { errors } = validateCompetitionResult(body, utcDate(clock.now().getTime()));
    for (const field of ['competition_type', 'title', 'date', 'result', 'distance'] as const) refuseMessage(errors[field], field);
    const [type] = await db.query('SELECT 1 FROM competition_type WHERE public_id = $1', [body.competition_type]);
    if (type === undefined) throw badRequest('forms.chooseOne', { field: 'competition_type' });
    // A storage bound beyond the form's rule: no race is a million kilometres long.
    if (body.distance !== undefined && body.distance >= 1_000_000) throw badRequest('forms.valuePositive', { field: 'distance' });
    const id = randomUUID();
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (body.file !== undefined) {
        await attachUploads(tx, [body.file], user.public_id, now, 'file');
      }
      await tx.query(
        `INSERT INTO competition_result (public_id, competition_type_id, user_public_id, user_name, user_last_name, title, date, result,
                                         distance, file, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          body.competition_type,
          user.public_id,
          user.name,
          user.last_name,
          body.title.trim(),
          body.date.trim(),
          parseRaceTime(body.result) ?? body.result.trim(),
          body.distance ?? null,
          body.file ?? null,
          now,
        ],
      );
    });
    return { public_id: id };
  });

  route(app, clubsCalls.attachResult, async ({ auth, params, language }) => {
    const { user } = requireAuth(auth);
    const [result] = await db.query('SELECT 1 FROM competition_result WHERE public_id = $1 AND user_public_id = $2', [params.id, user.public_id]);
    if (result === undefined) throw new HttpError(404, 'server.catalogue.resultNotFound');
    const club = await clubId(db, params.club);
    const [member] = await db.query('SELECT 1 FROM club_member WHERE club_id = $1 AND user_id = $2', [club, user.public_id]);
    // not 403: the client treats a 403 as a dead session and signs the user out (purchase.md §8)
    if (member === undefined) throw badRequest('server.personal.notClubMember');
    await db.query(
      'INSERT INTO club_competition (club_id, competition_result_id, attached_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [club, params.id, clock.now()],
    );
    return { message: serverText('clubs.upload.success', language) };
  });
}
