/**
 * The user: profile, e-mail and phone changes, registration and social sign-in
 * (account.md §7 "Account and profile", "Registration and login").
 *
 * Decided where the spec is silent:
 * - PUT /api/user takes only the changed fields and answers `{ message, user }`.
 * - POST /api/user/code answers `{ message }`: the SMS code itself never reaches the client.
 * - POST /api/user/verify/email `{ code }` (the code of /verify/email/{code}) confirms the address
 *   and answers `{ link, expires_in }`, a one-time /token/{id} link: account.md §4 lists e-mail
 *   confirmation among the ways in, but the /token page asks first (issue 28: someone else's
 *   link must not sign a visitor into a stranger's account).
 * - POST /api/user/real/email answers `{ real, message }`; `real: false` shows 'Укажите действительный адрес'.
 * - POST /api/user/verify/new/email `{ code }` answers `{ email }`, the newly confirmed address.
 * - POST /api/user/confirm/email `{ email }` is the "repeat of confirmation mail" (named, no
 *   path); auth 'optional' (from the login screen after a 418, or from settings).
 * - PUT /api/user/auth/payment `{ password, mailing? }` turns the temporary user of a guest
 *   payment into a full account; answers `{ user }`.
 * - POST /api/user/{network} and /api/user/add/{network}: `network` is vk or google; body
 *   `{ code, state, device_id? }`, what the provider's redirect brought back (VK ID adds
 *   `device_id`); `state` is the one POST /api/social/{network}/start answered (social.ts).
 *   Every static POST /api/user/<word> (code, phone, basket, competition) is mounted before it
 *   (see all-calls.ts).
 */
import { boolean, enums, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { MessageResponse, maybe } from './schemas/common.ts';
import { Gender } from './schemas/participant-info.ts';
import { AuthSession, SignInLink, User, relationshipOptions } from './schemas/user.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

/**
 * The changed fields of PUT /api/user (only changed, non-empty ones are sent). `mailing` is
 * the settings' subscription checkbox (account.md §2 "Settings page"): false unsubscribes.
 */
export const ProfileUpdate = object({
  name: optional(limitedText(TEXT_MAX.name)),
  last_name: optional(limitedText(TEXT_MAX.name)),
  second_name: optional(limitedText(TEXT_MAX.name)),
  /** ISO date YYYY-MM-DD. */
  birth_date: optional(limitedText(TEXT_MAX.date)),
  gender: optional(Gender),
  extra_contact: optional(limitedText(TEXT_MAX.name)),
  type_relate: optional(enums(relationshipOptions)),
  contact_phone: optional(limitedText(TEXT_MAX.phone)),
  mailing: optional(boolean()),
});
export type ProfileUpdate = Infer<typeof ProfileUpdate>;

/** The body of POST /api/user (registration by e-mail). */
export const Registration = object({ email: limitedText(TEXT_MAX.email), password: limitedText(TEXT_MAX.password), mailing: optional(boolean()) });
export type Registration = Infer<typeof Registration>;

/** The social networks of sign-in (account.md §2), in the order their buttons stand. */
export const socialNetworks = ['vk', 'google'] as const;
/** A social network of sign-in. */
export const SocialNetwork = enums(socialNetworks);
export type SocialNetwork = Infer<typeof SocialNetwork>;

const SocialParams = object({ network: SocialNetwork });
/** What the provider's redirect brought back to the site's social route. */
export const SocialCallback = object({ code: limitedText(TEXT_MAX.providerValue), state: limitedText(TEXT_MAX.id), device_id: optional(limitedText(TEXT_MAX.providerValue)) });
export type SocialCallback = Infer<typeof SocialCallback>;
const MessageAndUser = type({ message: maybe(string()), user: maybe(User) });

export const userCalls = {
  me: defineCall({
    method: 'GET',
    path: '/api/user',
    auth: 'required',
    summary: 'The signed-in user (a sign-in by a token link has only the token).',
    response: User,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/user',
    auth: 'required',
    summary: 'Updates the changed profile fields.',
    body: ProfileUpdate,
    response: MessageAndUser,
  }),
  changeEmail: defineCall({
    method: 'POST',
    path: '/api/user/change/email',
    auth: 'required',
    summary: 'Starts an e-mail change (a confirmation mail goes to the new address).',
    body: object({ email: limitedText(TEXT_MAX.email) }),
    response: MessageResponse,
  }),
  phoneCode: defineCall({
    method: 'POST',
    path: '/api/user/phone/code',
    auth: 'required',
    summary: 'Sends an SMS code to a new phone of the user.',
    body: object({ phone: limitedText(TEXT_MAX.phone) }),
    response: MessageResponse,
  }),
  newPhone: defineCall({
    method: 'POST',
    path: '/api/user/new/phone',
    auth: 'required',
    summary: 'Sets the new phone once its SMS code is right.',
    body: object({ phone: limitedText(TEXT_MAX.phone), code: limitedText(TEXT_MAX.code) }),
    response: MessageAndUser,
  }),
  password: defineCall({
    method: 'PUT',
    path: '/api/user/password',
    auth: 'required',
    summary: 'Changes the password.',
    body: object({ old_password: limitedText(TEXT_MAX.password), new_password: limitedText(TEXT_MAX.password) }),
    response: MessageResponse,
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/user',
    summary: 'Registers by e-mail and password; a confirmation mail follows.',
    body: Registration,
    response: MessageResponse,
  }),
  smsCode: defineCall({
    method: 'POST',
    path: '/api/user/code',
    summary: 'Sends an SMS code for phone sign-in or registration.',
    body: object({ phone: limitedText(TEXT_MAX.phone), registration: boolean() }),
    response: MessageResponse,
  }),
  smsRegister: defineCall({
    method: 'POST',
    path: '/api/user/phone',
    summary: 'Registers (or signs in) by phone and SMS code.',
    body: object({ phone: limitedText(TEXT_MAX.phone), phone_code: limitedText(TEXT_MAX.code), mailing: optional(boolean()) }),
    response: AuthSession,
  }),
  verifyEmail: defineCall({
    method: 'POST',
    path: '/api/user/verify/email',
    summary: 'Confirms the registration e-mail by its code; answers a one-time sign-in link (/token/{id}) that asks before signing in.',
    body: object({ code: limitedText(TEXT_MAX.id) }),
    response: SignInLink,
  }),
  realEmail: defineCall({
    method: 'POST',
    path: '/api/user/real/email',
    summary: 'Checks that an e-mail address can receive mail.',
    body: object({ email: limitedText(TEXT_MAX.email) }),
    response: type({ real: boolean(), message: maybe(string()) }),
  }),
  verifyNewEmail: defineCall({
    method: 'POST',
    path: '/api/user/verify/new/email',
    auth: 'required',
    summary: 'Confirms a changed e-mail by its code.',
    body: object({ code: limitedText(TEXT_MAX.id) }),
    response: type({ email: string() }),
  }),
  confirmEmail: defineCall({
    method: 'POST',
    path: '/api/user/confirm/email',
    auth: 'optional',
    summary: 'Sends the confirmation mail again.',
    body: object({ email: limitedText(TEXT_MAX.email) }),
    response: MessageResponse,
  }),
  authPayment: defineCall({
    method: 'PUT',
    path: '/api/user/auth/payment',
    auth: 'required',
    summary: 'Turns the temporary user of a guest payment into a full account.',
    body: object({ password: limitedText(TEXT_MAX.password), mailing: optional(boolean()) }),
    response: type({ user: User }),
  }),
  social: defineCall({
    method: 'POST',
    path: '/api/user/{network}',
    summary: 'Signs in (or up) with a social network.',
    params: SocialParams,
    body: SocialCallback,
    response: AuthSession,
  }),
  addSocial: defineCall({
    method: 'POST',
    path: '/api/user/add/{network}',
    auth: 'required',
    summary: 'Links a social network to the signed-in user.',
    params: SocialParams,
    body: SocialCallback,
    response: type({ user: User }),
  }),
};

/** The signed-in user. */
export const getCurrentUser = () => invoke(userCalls.me, {});
/** Saves the changed profile fields. */
export const updateProfile = (changes: ProfileUpdate) => invoke(userCalls.update, { body: changes });
/** Starts changing the e-mail to `email`. */
export const changeEmail = (email: string) => invoke(userCalls.changeEmail, { body: { email } });
/** Sends an SMS code to the new `phone` (digits). */
export const requestPhoneCode = (phone: string) => invoke(userCalls.phoneCode, { body: { phone } });
/** Sets the new `phone` with its SMS `code`. */
export const setPhone = (phone: string, code: string) => invoke(userCalls.newPhone, { body: { phone, code } });
/** Changes the password. */
export const changePassword = (oldPassword: string, newPassword: string) =>
  invoke(userCalls.password, { body: { old_password: oldPassword, new_password: newPassword } });
/** Registers by e-mail and password. */
export const registerByEmail = (registration: Registration) => invoke(userCalls.register, { body: registration });
/** Sends an SMS code to `phone` for sign-in (`registration` false) or registration (true). */
export const requestSmsCode = (phone: string, registration: boolean) =>
  invoke(userCalls.smsCode, { body: { phone, registration } });
/** Registers or signs in by phone and SMS code. */
export const registerByPhone = (phone: string, phoneCode: string, mailing?: boolean) =>
  invoke(userCalls.smsRegister, {
    body: mailing === undefined ? { phone, phone_code: phoneCode } : { phone, phone_code: phoneCode, mailing },
  });
/** Confirms the registration e-mail by `code`; answers the session. */
export const verifyEmail = (code: string) => invoke(userCalls.verifyEmail, { body: { code } });
/** Checks that `email` can receive mail. */
export const checkRealEmail = (email: string) => invoke(userCalls.realEmail, { body: { email } });
/** Confirms the changed e-mail by `code`. */
export const verifyNewEmail = (code: string) => invoke(userCalls.verifyNewEmail, { body: { code } });
/** Sends the confirmation mail to `email` again. */
export const resendConfirmationEmail = (email: string) => invoke(userCalls.confirmEmail, { body: { email } });
/** Makes the temporary user of a guest payment a full account with `password`. */
export const completeTemporaryUser = (password: string, mailing?: boolean) =>
  invoke(userCalls.authPayment, { body: mailing === undefined ? { password } : { password, mailing } });
/** Signs in with `network` by what its redirect brought back (`code`, `state`, VK's `device_id`). */
export const socialLogin = (network: SocialNetwork, callback: SocialCallback) =>
  invoke(userCalls.social, { params: { network }, body: callback });
/** Links `network` to the signed-in user by what its redirect brought back. */
export const addSocialAccount = (network: SocialNetwork, callback: SocialCallback) =>
  invoke(userCalls.addSocial, { params: { network }, body: callback });
