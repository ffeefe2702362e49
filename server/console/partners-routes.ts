/**
 * The console's partners (sdk/contract/console/partners.ts): the list with each partner's sales
 * (the totals of its own report, server/partners/partner-report.ts), adding one through the
 * code `npm run partner:add` runs (server/partners/partners.ts), a new or no key, and the pages
 * a buyer may be led back to. Every write is one transaction with its audit record; an edit is
 * guarded by the partner's version (409 when another organiser changed it first). No key, nor
 * its hash, is ever written to the audit log.
 */
import { consolePartnerCalls, type ConsolePartner } from '../../sdk/contract/console/index.ts';
import type { Auth } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import { isoOf, isoOrNull } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { partnerReport } from '../partners/partner-report.ts';
import { insertPartner, partnerProblem, revokePartnerKey, rotatePartnerKey, storedOrigins } from '../partners/partners.ts';
import { recordAudit } from './audit-log.ts';
import { staleVersion } from './edit-version.ts';
import { containsPattern, pagedRows } from './page-query.ts';

interface PartnerListRow {
  readonly name: string;
  readonly title: string;
  readonly origins: string[];
  readonly key_revoked_at: Date | null;
  readonly created_at: Date;
  readonly version: number;
}

const COLUMNS = 'name, title, origins, key_revoked_at, created_at, version';

/** What the audit log keeps of a partner: never its key. */
const audited = (row: PartnerListRow) => ({ name: row.name, title: row.title, origins: row.origins, key_active: row.key_revoked_at === null, version: row.version });

async function withSales(db: Queryable, row: PartnerListRow): Promise<ConsolePartner> {
  const report = await partnerReport(db, { name: row.name, title: row.title, origins: row.origins }, {});
  return {
    name: row.name,
    title: row.title,
    origins: row.origins,
    key_active: row.key_revoked_at === null,
    key_revoked_at: isoOrNull(row.key_revoked_at),
    created_at: isoOf(row.created_at),
    version: row.version,
    sales: report.totals,
  };
}

async function partnerRow(db: Queryable, name: string, lock = false): Promise<PartnerListRow> {
  const [row] = await db.query<PartnerListRow>(`SELECT ${COLUMNS} FROM partner WHERE name = $1${lock ? ' FOR UPDATE' : ''}`, [name]);
  if (row === undefined) throw new HttpError(404, 'server.console.partnerNotFound');
  return row;
}

const invalid = (problem: string) => new HttpError(400, { key: 'server.console.partnerInvalid', values: { problem } });

export function consolePartnerRoutes(app: ApiApp, deps: AppDeps): void {
  const { db } = deps;

  /** Runs `write` on partner `name` (locked, at `version`) and records it; answers the partner after. */
  const write = (auth: Auth, name: string, action: string, change: (tx: Queryable, before: PartnerListRow) => Promise<string | undefined>) =>
    db.transaction(async (tx) => {
      const now = deps.clock.now();
      const before = await partnerRow(tx, name, true);
      const key = await change(tx, before);
      const after = await partnerRow(tx, name);
      await recordAudit(tx, auth, { action, entity: 'partner', entityId: name, before: audited(before), after: audited(after) }, now);
      return { partner: await withSales(tx, after), key };
    });

  route(app, consolePartnerCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.q !== undefined && query.q.trim() !== '') {
      params.push(containsPattern(query.q.trim()));
      where.push('name ILIKE $1 OR title ILIKE $1');
    }
    const page = await pagedRows<PartnerListRow>(
      db,
      { from: 'partner', where, params, columns: COLUMNS, sortable: { name: 'name', title: 'lower(title)', created_at: 'created_at' }, defaultSort: 'name', tieBreak: 'name' },
      query,
    );
    const items: ConsolePartner[] = [];
    for (const row of page.items) items.push(await withSales(db, row));
    return { ...page, items };
  });

  route(app, consolePartnerCalls.add, async ({ body, auth }) => {
    const problem = partnerProblem(body);
    if (problem !== undefined) throw invalid(problem);
    return db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [taken] = await tx.query('SELECT 1 FROM partner WHERE name = $1', [body.name]);
      if (taken !== undefined) throw new HttpError(409, 'server.console.partnerExists');
      const key = await insertPartner(tx, body, now);
      const row = await partnerRow(tx, body.name);
      await recordAudit(tx, requireAuth(auth), { action: 'partner.create', entity: 'partner', entityId: body.name, after: audited(row) }, now);
      return { partner: await withSales(tx, row), key };
    });
  });

  route(app, consolePartnerCalls.update, async ({ params, body, auth }) => {
    const done = await write(requireAuth(auth), params.name, 'partner.update', async (tx, before) => {
      const title = body.title ?? before.title;
      const origins = body.origins === undefined ? before.origins : storedOrigins(body.origins);
      const problem = partnerProblem({ name: before.name, title, origins });
      if (problem !== undefined) throw invalid(problem);
      const rows = await tx.query('UPDATE partner SET title = $3, origins = $4, version = version + 1 WHERE name = $1 AND version = $2 RETURNING 1', [
        params.name,
        body.version,
        title.trim(),
        origins,
      ]);
      if (rows.length === 0) throw staleVersion();
      return undefined;
    });
    return done.partner;
  });

  route(app, consolePartnerCalls.rotateKey, async ({ params, body, auth }) => {
    const done = await write(requireAuth(auth), params.name, 'partner.rotateKey', async (tx) => {
      const key = await rotatePartnerKey(tx, params.name, body.version);
      if (key === undefined) throw staleVersion();
      return key;
    });
    return { partner: done.partner, key: done.key ?? '' };
  });

  route(app, consolePartnerCalls.revokeKey, async ({ params, body, auth }) => {
    const done = await write(requireAuth(auth), params.name, 'partner.revokeKey', async (tx) => {
      if (!(await revokePartnerKey(tx, params.name, body.version, deps.clock.now()))) throw staleVersion();
      return undefined;
    });
    return done.partner;
  });
}
