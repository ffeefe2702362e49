import type { RouteModule } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { outboxCall, type OutboxMessage } from './outbox-call.ts';
import { devCopyOf } from './outbox-redaction.ts';

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

/** GET /api/dev/outbox, mounted only outside production (delivered messages from this process's memory). */
export const outboxRoutes: RouteModule = (app, deps) => {
  if (deps.mode === 'production') return;
  route(app, outboxCall, async ({ query }) => {
    const rows = await deps.db.query<OutboxRow>(
      `SELECT * FROM outbox_message WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT 100`,
      [recipient(query.to)],
    );
    // A delivered row is emptied; this process's memory may still hold what it said.
    const values: OutboxMessage[] = rows.map((row) => {
      const copy = row.sent_at === null ? undefined : devCopyOf(deps.db, row.id);
      return {
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        text: copy?.text ?? row.body,
        link: copy?.link ?? row.link,
        code: copy?.code ?? row.code,
        created: row.created_at.toISOString(),
        sent: row.sent_at === null ? null : row.sent_at.toISOString(),
      };
    });
    return { values };
  });
};
