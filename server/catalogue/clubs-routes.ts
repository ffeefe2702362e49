/**
 * Public club calls (account.md §7 "Clubs"): all clubs, one club (by public_name or
 * public_id), the kinds of competition, and the results attached to a club. Joining,
 * leaving and uploading results are personal calls of the accounts side.
 */
import { clubsCalls } from '../../sdk/contract/index.ts';
import type { Club } from '../../sdk/contract/schemas/index.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { inLanguage } from './in-language.ts';
import { isoOf, notFound, numberOrNull } from './sql-values.ts';

async function clubs(db: Queryable, where: string, params: readonly unknown[]): Promise<Club[]> {
  const rows = await db.query<{ public_id: string; public_name: string; title: string; description: string; picture: string | null; created_date: unknown }>(
    `SELECT public_id, public_name, title, description, picture, created_date FROM club WHERE ${where} ORDER BY created_date, public_id`,
    params,
  );
  return rows.map((row) => ({ ...row, created_date: isoOf(row.created_date) }));
}

const clubNotFound = () => notFound('server.catalogue.clubNotFound');

/** Mounts the public club calls. */
export function clubsRoutes(app: ApiApp): void {
  route(app, clubsCalls.list, async ({ deps }) => ({ values: await clubs(deps.db, 'true', []) }));

  route(app, clubsCalls.one, async ({ deps, params }) => {
    const [club] = await clubs(deps.db, 'public_name = $1 OR public_id = $1', [params.id]);
    if (club === undefined) throw clubNotFound();
    return club;
  });

  route(app, clubsCalls.competitionTypes, async ({ deps, language }) => ({
    values: (
      await deps.db.query<{ public_id: string; title: string; title_en: string | null }>('SELECT public_id, title, title_en FROM competition_type ORDER BY sort, title')
    ).map((row) => ({ public_id: row.public_id, title: inLanguage(row.title, row.title_en, language) })),
  }));

  route(app, clubsCalls.competitions, async ({ deps, params, language }) => {
    const [club] = await clubs(deps.db, 'public_name = $1 OR public_id = $1', [params.club]);
    if (club === undefined) throw clubNotFound();
    const rows = await deps.db.query<{
      public_id: string;
      title: string;
      date: string;
      result: string;
      distance: unknown;
      file: string | null;
      type_id: string;
      type_title: string;
      type_title_en: string | null;
      user_name: string | null;
      user_last_name: string | null;
    }>(
      `SELECT r.public_id, r.title, to_char(r.date, 'YYYY-MM-DD') AS date, r.result, r.distance, r.file,
              t.public_id AS type_id, t.title AS type_title, t.title_en AS type_title_en,
              COALESCE(r.user_name, u.name) AS user_name, COALESCE(r.user_last_name, u.last_name) AS user_last_name
         FROM club_competition cc
         JOIN competition_result r ON r.public_id = cc.competition_result_id
         JOIN competition_type t ON t.public_id = r.competition_type_id
         LEFT JOIN app_user u ON u.public_id = r.user_public_id
        WHERE cc.club_id = $1
        ORDER BY r.date DESC, r.public_id`,
      [club.public_id],
    );
    return {
      values: rows.map((row) => ({
        public_id: row.public_id,
        competition_type: { public_id: row.type_id, title: inLanguage(row.type_title, row.type_title_en, language) },
        title: row.title,
        date: row.date,
        result: row.result,
        distance: numberOrNull(row.distance),
        file: row.file,
        user: { name: row.user_name, last_name: row.user_last_name },
      })),
    };
  });
}
