import type { StaffRole } from '../../sdk/contract/console/index.ts';
import type { User } from '../../sdk/contract/schemas/index.ts';

/** A row of `app_user` as the accounts code reads it (`SELECT * FROM app_user`). */
export interface UserRow {
  readonly public_id: string;
  readonly email: string | null;
  readonly email_confirmed: boolean;
  readonly phone: string | null;
  readonly phone_confirmed: boolean;
  readonly password_hash: string | null;
  readonly name: string | null;
  readonly last_name: string | null;
  readonly second_name: string | null;
  readonly birth_date: string | null;
  readonly gender: 'none' | 'male' | 'female';
  readonly mailing: boolean;
  readonly extra_contact: string | null;
  readonly type_relate: string | null;
  readonly contact_phone: string | null;
  readonly role: readonly string[];
  /** The console's role (sdk/contract/console/staff-role.ts); never shown to the client as `role`. */
  readonly staff_role: StaffRole | null;
  /** The events a member of staff may check in; null: every event (server/checkin). */
  readonly staff_events: readonly string[] | null;
  readonly discount: number | string | null;
  readonly discount_form: 'percent' | 'fixed' | null;
  readonly temporary: boolean;
  readonly failed_logins: number;
  readonly locked_until: Date | null;
  readonly created_at: Date;
}

/**
 * The user as the API shows it (sdk/contract/schemas/user.ts): never the hash or counters.
 * `socialNetworks`, when the caller read them (usersSocialNetworks), name the linked networks.
 */
export function toUser(row: UserRow, socialNetworks?: readonly string[]): User {
  return {
    public_id: row.public_id,
    email: row.email,
    phone: row.phone,
    name: row.name,
    last_name: row.last_name,
    second_name: row.second_name,
    birth_date: row.birth_date,
    gender: row.gender,
    mailing: row.mailing,
    extra_contact: row.extra_contact,
    type_relate: row.type_relate,
    contact_phone: row.contact_phone,
    role: [...row.role],
    discount: row.discount === null ? null : Number(row.discount),
    discount_form: row.discount_form,
    temporary: row.temporary,
    email_confirmed: row.email_confirmed,
    phone_confirmed: row.phone_confirmed,
    ...(socialNetworks === undefined ? {} : { social_networks: [...socialNetworks] }),
  };
}
