/** GET /api/console/audit: the audit log, paged on the server (sdk/contract/console/audit.ts). */
import { consoleAuditCalls, type AuditEntry } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { containsPattern, pagedRows } from './page-query.ts';

interface AuditRow {
  readonly id: string | number;
  readonly at: Date;
  readonly actor_id: string;
  readonly actor_email: string | null;
  readonly action: string;
  readonly entity: string;
  readonly entity_id: string;
  readonly before: unknown;
  readonly after: unknown;
}

export function auditRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleAuditCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (condition: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(condition(params.length));
    };
    if (query.entity !== undefined) add((n) => `entity = $${n}`, query.entity);
    if (query.entity_id !== undefined) add((n) => `entity_id = $${n}`, query.entity_id);
    if (query.q !== undefined && query.q.trim() !== '') add((n) => `(actor_email ILIKE $${n} OR action ILIKE $${n} OR entity_id ILIKE $${n})`, containsPattern(query.q.trim()));
    const page = await pagedRows<AuditRow>(
      deps.db,
      {
        from: 'audit_log',
        where,
        params,
        columns: 'id, at, actor_id, actor_email, action, entity, entity_id, before, after',
        sortable: { at: 'at', action: 'action', entity: 'entity' },
        defaultSort: 'at',
        defaultDir: 'desc',
        tieBreak: 'id',
      },
      query,
    );
    const items: AuditEntry[] = page.items.map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString() }));
    return { ...page, items };
  });
}
