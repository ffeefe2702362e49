import { createContext, useContext } from 'react';
import { type StaffMember, staffRoleAllows, type StaffRole } from '../../sdk/contract/console/index.ts';

const StaffMemberContext = createContext<StaffMember | undefined>(undefined);

/** Provided by the access gate (console-app.tsx) once the server has said who is here. */
export const StaffMemberProvider = StaffMemberContext.Provider;

/** The signed-in member of staff (inside the console's gate only). */
export function useStaffMember(): StaffMember {
  const member = useContext(StaffMemberContext);
  if (member === undefined) throw new Error('useStaffMember() outside the console gate');
  return member;
}

/** Whether the member of staff may use what needs `role` (the server checks it again on every call). */
export function useMayUse(role: StaffRole): boolean {
  return staffRoleAllows(useStaffMember().staff_role, role);
}
