/**
 * No live secret at rest (issue 28 §2): every kind of account message that carries a link or a
 * code — the registration confirmation, the registration attempt on a known address, password
 * recovery, an e-mail change, the SMS sign-in code and the new-phone code — is delivered for
 * real (mail to an SMTP catcher, SMS to an SMSC stand-in); then a dump of every text, JSON and
 * array column of every table holds none of the delivered links' codes nor the SMS codes. The
 * same dump taken before delivery does hold them, so the search is shown to find what it looks for.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveDeps } from '../../../server/app.ts';
import { jobWorkerFor } from '../../../server/jobs/job-worker-for.ts';
import type { JobWorker } from '../../../server/jobs/job-worker.ts';
import type { OutboxSettings } from '../../../server/outbox/outbox-settings.ts';
import { sweepOutboxSecrets } from '../../../server/outbox/outbox-redaction.ts';
import { PASSWORD, registerConfirmed } from '../account-steps.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { startSmscStandIn, type SmscStandIn } from './smsc-stand-in.ts';

const PUBLIC_URL = 'https://rubezh.example';
const MINUTE = 60_000;
let catcher: MailCatcher;
let smsc: SmscStandIn;
let server: TestServer;
let worker: JobWorker;

beforeAll(async () => {
  catcher = await startMailCatcher();
  smsc = await startSmscStandIn();
  const outbox: OutboxSettings = {
    organiser: 'Рубеж',
    mail: { transport: 'smtp', url: catcher.url, from: 'Рубеж <noreply@rubezh.example>', requireTls: false },
    sms: { transport: 'smsc', url: smsc.url, credentials: { login: smsc.login, password: smsc.password }, sender: 'Rubezh' },
  };
  server = await startTestServer({ publicUrl: PUBLIC_URL, outbox });
  const deps = resolveDeps({ db: server.db, clock: server.clock, mode: 'test', publicUrl: PUBLIC_URL, outbox, log: () => undefined });
  worker = jobWorkerFor(deps, { pollMs: 1_000, leaseMs: 60_000 });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
  await smsc?.close();
});
beforeEach(async () => {
  await server.reset();
  catcher.mails.length = 0;
  smsc.requests.length = 0;
});

/** Every value of every text-like column (text, varchar, json, jsonb, arrays) of every table, as text. */
async function dumpDatabase(): Promise<string> {
  const columns = await server.db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')`,
  );
  expect(columns.map((column) => column.table_name)).toContain('outbox_message');
  const parts: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await server.db.query<{ value: string | null }>(`SELECT "${column}"::text AS value FROM "${table}"`);
    for (const row of rows) if (row.value !== null) parts.push(`${table}.${column}: ${row.value}`);
  }
  return parts.join('\n');
}

/** Where `secret` stands alone in `dump` (a 4-digit code inside a hash, a UUID or a phone is not it). */
const hits = (dump: string, secret: string): number =>
  [...dump.matchAll(new RegExp(`(?<![0-9A-Za-z_-])${secret.replace(/[-]/g, '\\-')}(?![0-9A-Za-z_-])`, 'g'))].length;

/** The code at the end of each link the caught mails carry (`…/verify/email/{code}`). */
function mailedCodes(): string[] {
  return catcher.mails.flatMap((mail) =>
    [...(mail.parsed.text ?? '').matchAll(/https?:\/\/\S+\/([A-Za-z0-9_-]{20,})\b/g)].map((match) => match[1] ?? ''),
  );
}

/** The 4-digit codes of the SMS the gateway received. */
const smsCodes = (): string[] => smsc.requests.map((request) => /: (\d{4})\./.exec(request.params.get('mes') ?? '')?.[1] ?? '');

describe('secrets of delivered messages', () => {
  it('leaves no delivered link code or SMS code readable anywhere in the database', async () => {
    const { token } = await registerConfirmed(server, 'known@example.com');
    await worker.runDue();
    server.clock.advance(2 * MINUTE);
    const baseline = await dumpDatabase();
    catcher.mails.length = 0;

    const ask = async (path: string, body: unknown, withToken?: string) => {
      const answer = await server.api('POST', path, { body, ...(withToken === undefined ? {} : { token: withToken }) });
      expect(answer.status, `${path}: ${answer.message ?? ''}`).toBe(200);
    };
    await ask('/api/user', { email: 'new@example.com', password: PASSWORD }); // confirmation
    await ask('/api/user', { email: 'known@example.com', password: PASSWORD }); // attempt on a known address
    server.clock.advance(2 * MINUTE);
    await ask('/api/auth/resetpassword', { email: 'known@example.com' }); // recovery
    await ask('/api/user/change/email', { email: 'changed@example.com' }, token); // e-mail change
    await ask('/api/user/code', { phone: '+7 (912) 345-67-89', registration: true }); // SMS sign-in code
    await ask('/api/user/phone/code', { phone: '+7 (912) 345-67-90' }, token); // new-phone code

    // Before delivery the outbox still holds them: the search finds what it looks for.
    const waiting = await dumpDatabase();
    expect((await server.outbox()).filter((message) => message.sent === null)).toHaveLength(6);
    await worker.runDue();
    expect(catcher.mails.map((mail) => mail.parsed.subject).sort()).toEqual(
      ['Восстановление пароля', 'Подтверждение нового email', 'Подтверждение почты', 'Попытка регистрации'].sort(),
    );
    expect(smsc.requests).toHaveLength(2);
    const links = mailedCodes();
    const codes = smsCodes();
    expect(links).toHaveLength(4);
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    for (const secret of links) expect(hits(waiting, secret), secret).toBeGreaterThan(0);
    for (const code of codes) expect(hits(waiting, code), code).toBeGreaterThan(hits(baseline, code));

    const delivered = await dumpDatabase();
    for (const secret of links) expect(hits(delivered, secret), `link code ${secret}`).toBe(0);
    // A 4-digit number may stand in the catalogue's texts by chance: none more than before.
    for (const code of codes) expect(hits(delivered, code), `SMS code ${code}`).toBe(hits(baseline, code));

    // What support needs stays: kind (channel and subject), recipient, times, status.
    const rows = await server.db.query<{ channel: string; recipient: string; subject: string | null; body: string; sent_at: Date | null }>(
      'SELECT channel, recipient, subject, body, sent_at FROM outbox_message ORDER BY id',
    );
    expect(rows.every((row) => row.sent_at !== null && row.body === '' && row.recipient !== '')).toBe(true);
    expect(rows.filter((row) => row.channel === 'mail').every((row) => row.subject !== null)).toBe(true);

    // The development outbox (this process's memory) still shows them, so the site can be tried.
    const confirmation = catcher.mails.find((mail) => JSON.stringify(mail.parsed.to).includes('new@example.com'));
    const [shown] = await server.outbox('new@example.com');
    expect(shown?.sent).not.toBeNull();
    expect(confirmation?.parsed.text).toContain(`/verify/email/${shown?.code ?? 'none'}`);
  });

  it('empties a message never delivered once its codes have expired (3 days)', async () => {
    await server.api('POST', '/api/user', { body: { email: 'stuck@example.com', password: PASSWORD } });
    const code = await server.lastCode('stuck@example.com');
    expect(await sweepOutboxSecrets(server.db, server.clock.now())).toBe(0);
    expect(hits(await dumpDatabase(), code)).toBeGreaterThan(0);
    server.clock.advance(3 * 24 * 60 * MINUTE);
    expect(await sweepOutboxSecrets(server.db, server.clock.now())).toBe(1);
    expect(hits(await dumpDatabase(), code)).toBe(0);
  });
});
