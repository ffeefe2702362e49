/**
 * The organiser's staff (issue 25): `staff` reads orders and checks participants in;
 * `organiser` may do everything the console offers. A buyer has no staff role.
 */
import { enums, type Infer } from 'superstruct';

export const StaffRole = enums(['staff', 'organiser']);
export type StaffRole = Infer<typeof StaffRole>;

/** Whether an account with `held` (null for a buyer) may make a call that needs `needed`. */
export function staffRoleAllows(held: StaffRole | null, needed: StaffRole): boolean {
  if (held === null) return false;
  return held === 'organiser' || needed === 'staff';
}
