/**
 * Sign-in, password reset, sessions and logout (account.md §7 "Registration and login",
 * "Account and profile").
 *
 * Decided where the spec is silent:
 * - PUT /api/auth answers 418 `{ message }` when the e-mail is not confirmed yet (the client
 *   receives an HttpStatusError with status 418 and shows 'Подтвердить почту').
 * - POST /api/auth/resetpassword `{ email }` answers `{ message }`; PUT /api/auth/resetpassword
 *   `{ code }` answers `{ secure }`, a one-time key; POST /api/auth/resetpassword/update takes
 *   `{ secure, password }` and answers `{ message }`.
 * - POST /api/auth/history takes `{ limit? }` (default 20, at most 100) and answers
 *   `{ values: Session[] }`, newest first.
 * - Logout (named, no path) is DELETE /api/auth: it revokes the token it carries; `{ message }`.
 * - DELETE /api/auth/others (ours, issue 29 item 18) ends every other session of the account
 *   (each other device is signed out); `{ message }`. The history marks the current session
 *   (`current`) and the ended ones (`ended_at`).
 * - /token/{id} (account.md §2, purpose not shown) opens a one-time sign-in link:
 *   POST /api/auth/link (signed in) answers `{ link, expires_in }`, a link to /token/{id} on
 *   the organiser's site that signs into the same account once, within `expires_in` seconds;
 *   PUT /api/auth/link `{ token }` spends it and answers `{ token, user }` (a new session).
 */
import { number, object, optional, string, type } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { MessageResponse, valuesOf } from './schemas/common.ts';
import { Session } from './schemas/session.ts';
import { AuthSession, SignInLink } from './schemas/user.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

export const authCalls = {
  login: defineCall({
    method: 'PUT',
    path: '/api/auth',
    summary: 'Signs in by e-mail and password (418 while the e-mail is not confirmed).',
    body: object({ email: limitedText(TEXT_MAX.email), password: limitedText(TEXT_MAX.password) }),
    response: AuthSession,
  }),
  loginPhone: defineCall({
    method: 'PUT',
    path: '/api/auth/phone',
    summary: 'Signs in by phone and SMS code.',
    body: object({ phone: limitedText(TEXT_MAX.phone), phone_code: limitedText(TEXT_MAX.code) }),
    response: AuthSession,
  }),
  resetRequest: defineCall({
    method: 'POST',
    path: '/api/auth/resetpassword',
    summary: 'Sends a password recovery mail.',
    body: object({ email: limitedText(TEXT_MAX.email) }),
    response: MessageResponse,
  }),
  resetCheck: defineCall({
    method: 'PUT',
    path: '/api/auth/resetpassword',
    summary: 'Checks a recovery code and answers a one-time key.',
    body: object({ code: limitedText(TEXT_MAX.id) }),
    response: type({ secure: string() }),
  }),
  resetUpdate: defineCall({
    method: 'POST',
    path: '/api/auth/resetpassword/update',
    summary: 'Sets a new password with the one-time key.',
    body: object({ secure: limitedText(TEXT_MAX.id), password: limitedText(TEXT_MAX.password) }),
    response: MessageResponse,
  }),
  history: defineCall({
    method: 'POST',
    path: '/api/auth/history',
    auth: 'required',
    summary: "The user's sign-in sessions, newest first.",
    body: object({ limit: optional(number()) }),
    response: valuesOf(Session),
  }),
  logout: defineCall({
    method: 'DELETE',
    path: '/api/auth',
    auth: 'required',
    summary: 'Signs out: revokes the token.',
    response: MessageResponse,
  }),
  endOthers: defineCall({
    method: 'DELETE',
    path: '/api/auth/others',
    auth: 'required',
    summary: 'Ends every other session of the account.',
    response: MessageResponse,
  }),
  linkCreate: defineCall({
    method: 'POST',
    path: '/api/auth/link',
    auth: 'required',
    summary: "A one-time sign-in link (/token/{id} on the organiser's site) to the signed-in account.",
    response: SignInLink,
  }),
  linkSignIn: defineCall({
    method: 'PUT',
    path: '/api/auth/link',
    summary: 'Signs in with a one-time sign-in link (/token/{id}), which is spent.',
    body: object({ token: limitedText(TEXT_MAX.id) }),
    response: AuthSession,
  }),
};

/** Signs in by `email` and `password`. */
export const login = (email: string, password: string) => invoke(authCalls.login, { body: { email, password } });
/** Signs in by `phone` and SMS `phoneCode`. */
export const loginByPhone = (phone: string, phoneCode: string) =>
  invoke(authCalls.loginPhone, { body: { phone, phone_code: phoneCode } });
/** Sends a password recovery mail to `email`. */
export const requestPasswordReset = (email: string) => invoke(authCalls.resetRequest, { body: { email } });
/** Checks recovery `code`; answers the one-time key. */
export const checkResetCode = (code: string) => invoke(authCalls.resetCheck, { body: { code } });
/** Sets `password` with the one-time key `secure`. */
export const updatePassword = (secure: string, password: string) =>
  invoke(authCalls.resetUpdate, { body: { secure, password } });
/** The user's sign-in sessions (at most `limit`). */
export const getAuthHistory = (limit?: number) =>
  invoke(authCalls.history, { body: limit === undefined ? {} : { limit } });
/** Signs out: revokes the stored session, or the session of `token` when given. */
export const logout = (token?: string) => invoke(authCalls.logout, token === undefined ? {} : { token });
/** Ends every other session of the signed-in account. */
export const endOtherSessions = () => invoke(authCalls.endOthers, {});
/** A one-time sign-in link to the signed-in account. */
export const createSignInLink = () => invoke(authCalls.linkCreate, {});
/** Signs in with the secret `token` of a /token/{id} link (spending it). */
export const signInByLink = (token: string) => invoke(authCalls.linkSignIn, { body: { token } });
