/**
 * Who is using the console (issue 25): the signed-in member of staff and their role. The
 * console's screens ask this first; a buyer's token gets 403, no token 401 (server/http/route.ts).
 */
import { nullable, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { StaffRole } from './staff-role.ts';

export const StaffMember = type({
  public_id: string(),
  email: nullable(string()),
  name: nullable(string()),
  last_name: nullable(string()),
  staff_role: StaffRole,
});
export type StaffMember = Infer<typeof StaffMember>;

export const consoleSessionCalls = {
  me: defineCall({
    method: 'GET',
    path: '/api/console/me',
    role: 'staff',
    summary: 'The signed-in member of staff and their console role.',
    response: StaffMember,
  }),
};

/** The signed-in member of staff. */
export const getStaffMember = () => invoke(consoleSessionCalls.me, {});
