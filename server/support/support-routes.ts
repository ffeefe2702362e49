/**
 * POST /api/support: the contact popup's request is stored and mailed to the organiser
 * (SUPPORT_EMAIL) through the outbox; the mailing box subscribes the address.
 */
import { randomUUID } from 'node:crypto';
import { supportCalls } from '../../sdk/contract/index.ts';
import { normalizeEmail, phoneDigits, validateContactRequest } from '../../sdk/forms/index.ts';
import type { RouteModule } from '../http/api-env.ts';
import { refuseMessage } from '../http/form-rules.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { sendMail } from '../outbox/outbox.ts';

/** Mounts POST /api/support. */
export const supportRoutes: RouteModule = (app, deps) => {
  route(app, supportCalls.send, async ({ body, auth, language }) => {
    // The contact popup's own rule (account.md §5), as the site checks it.
    const check = validateContactRequest(body);
    for (const field of ['name', 'email', 'phone', 'text'] as const) refuseMessage(check.errors[field], field);
    const name = body.name.trim();
    const email = normalizeEmail(body.email);
    const phone = phoneDigits(body.phone);
    const text = body.text?.trim() || null;
    const supportType = body.support_type?.trim() || null;
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO support_request (public_id, user_id, name, email, phone, text, support_type, mailing, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [randomUUID(), auth?.user.public_id ?? null, name, email, phone, text, supportType, body.mailing ?? false, now],
      );
      if (body.mailing === true) {
        await tx.query(
          'INSERT INTO newsletter_subscription (email, created_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
          [email, now],
        );
      }
      await sendMail(tx, deps, {
        to: deps.organiserEmail,
        subject: `Заявка в поддержку${supportType === null ? '' : ` (${supportType})`}: ${name}`,
        text: [`Имя: ${name}`, `E-mail: ${email}`, `Телефон: +${phone}`, `Сообщение: ${text ?? '—'}`].join('\n'),
      });
    });
    return { message: serverText('server.accounts.supportThanks', language) };
  });
};
