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
  sent_at: Date | null;
}

/** `?to=` as stored: an e-mail lowercased, a phone as its digits ('+7 (912) 345-67-89' → '79123456789'). */
function recipient(to: string | undefined): string | null {
  const text = to?.trim() ?? '';
  if (text === '') return null;
  return text.includes('@') ? text.toLowerCase() : text.replace(/\D/g, '');
}

/** GET /api/dev/outbox, mounted only outside production. */
export const outboxRoutes: RouteModule = (app, deps) => {
  if (deps.mode === 'production') return;
  route(app, outboxCall, async ({ query }) => {
    const rows = await deps.db.query<OutboxRow>(
      `SELECT * FROM outbox_message WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT 100`,
      [recipient(query.to)],
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
      sent: row.sent_at === null ? null : row.sent_at.toISOString(),
    }));
    return { values };
  });
};
