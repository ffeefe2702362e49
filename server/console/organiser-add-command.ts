/**
 * `npm run organiser:add -- --email boss@race.example [--role staff]`: gives the account of that
 * e-mail a console role (organiser by default; made if missing) in the configured database
 * (migrating it first), and prints a one-time sign-in link on PUBLIC_URL, valid 24 hours, that
 * continues to the console (/console) once the visitor confirms the sign-in.
 * Run it again for a new link; `--role staff` lowers an organiser to staff. `--event ev-…`
 * (repeatable) limits a member of staff's check-in to those events (docs/checkin.md); without
 * it, every event.
 */
import { parseArgs } from 'node:util';
import { is } from 'superstruct';
import { StaffRole } from '../../sdk/contract/console/index.ts';
import { openServerDatabase } from '../open-server-database.ts';
import { readServerEnv } from '../server-env.ts';
import { grantStaffRole, staffEmailProblem } from './staff-accounts.ts';

const usage = 'usage: npm run organiser:add -- --email <e-mail> [--role organiser|staff] [--event <event public_id> ...]';
const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'organiser' }, event: { type: 'string', multiple: true } }, strict: true });
const email = values.email ?? '';
const problem = email === '' ? 'an --email is needed' : staffEmailProblem(email);
if (problem !== undefined || !is(values.role, StaffRole)) {
  console.error(`organiser:add: ${problem ?? `--role must be organiser or staff, not "${values.role}"`}\n${usage}`);
  process.exit(1);
}
const role = values.role;
const env = readServerEnv(process.env);
const { db } = await openServerDatabase(env);
try {
  const grant = await grantStaffRole(db, email, role, new Date(), values.event);
  const scope = values.event === undefined ? '' : ` for the events ${values.event.join(', ')}`;
  console.info(`organiser:add: ${grant.created ? 'created' : 'updated'} the account of ${email.trim().toLowerCase()} as ${role}${scope}`);
  console.info('organiser:add: sign in once with this link (valid 24 hours, shown only now):');
  console.info(`${env.publicUrl}${grant.linkPath}?next=${encodeURIComponent('/console')}`);
} catch (error) {
  console.error(`organiser:add: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
