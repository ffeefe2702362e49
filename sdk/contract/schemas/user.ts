import { array, boolean, enums, number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';
import { DiscountForm } from './sale.ts';

/** Relationship options of the emergency contact (account.md §3). */
export const relationshipOptions = ['Партнер', 'Родитель', 'Родственник', 'Друг', 'Коллега'] as const;

/**
 * The signed-in user as the server answers it and as local storage keeps it (`userObj`):
 * account.md §3 "User" and purchase.md §3 "Stored user object". `role` may contain 'vip';
 * `discount`/`discount_form` are the vip's personal ticket discount; `temporary` marks a user
 * created by a guest payment.
 */
export const User = type({
  public_id: string(),
  email: maybe(string()),
  phone: maybe(string()),
  name: maybe(string()),
  last_name: maybe(string()),
  second_name: maybe(string()),
  birth_date: maybe(string()),
  gender: maybe(enums(['none', 'male', 'female'])),
  mailing: maybe(boolean()),
  extra_contact: maybe(string()),
  type_relate: maybe(string()),
  contact_phone: maybe(string()),
  role: maybe(array(string())),
  discount: maybe(number()),
  discount_form: maybe(DiscountForm),
  temporary: maybe(boolean()),
  email_confirmed: maybe(boolean()),
  phone_confirmed: maybe(boolean()),
  /** Ours: the social networks linked to the account (`vk`, `google`), where the server says. */
  social_networks: maybe(array(string())),
  /**
   * Ours, in GET /api/user only (issue 29 item 20): a change waiting for its confirmation — the
   * new e-mail its link was sent to, the new phone its code was sent to and when — so the
   * settings show it again after a reload.
   */
  pending_email: maybe(string()),
  pending_phone: maybe(string()),
  pending_phone_sent_at: maybe(string()),
});
export type User = Infer<typeof User>;

/** `{ token, user }`: the answer of every successful sign-in. */
export const AuthSession = type({ token: string(), user: User });
export type AuthSession = Infer<typeof AuthSession>;

/**
 * `{ link, expires_in }`: a one-time sign-in link (/token/{id} on the organiser's site), good for
 * `expires_in` seconds; its page names the account and asks before signing in.
 */
export const SignInLink = type({ link: string(), expires_in: number() });
export type SignInLink = Infer<typeof SignInLink>;
