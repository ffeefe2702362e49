import type { RouteModule } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { outboxCall, type OutboxMessage } from './outbox-call.ts';

interface OutboxRow {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  code: string | null;
  created_at: Date;
}

/** GET /api/dev/outbox, mounted only outside production. */
export const outboxRoutes: RouteModule = (app, deps) => {
  if (deps.mode === 'production') return;
  route(app, outboxCall, async ({ query }) => {
    const to = query.to?.trim().toLowerCase();
    const rows = await deps.db.query<OutboxRow>(
      `SELECT * FROM outbox_message WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT 100`,
      [to === undefined || to === '' ? null : to.replace(/^\+/, '')],
    );
    const values: OutboxMessage[] = rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      link: row.link,
      code: row.code,
      created: row.created_at.toISOString(),
    }));
    return { values };
  });
};
