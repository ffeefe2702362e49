import type { Context } from 'hono';
import type { Auth, SessionOrigin } from '../accounts/sessions.ts';
import { findSession } from '../accounts/sessions.ts';
import { partnerOriginOf } from '../accounts/partner-scope.ts';
import type { AppDeps } from '../app-deps.ts';
import { staffRoleAllows, type StaffRole } from '../../sdk/contract/console/index.ts';
import type { ApiEnv } from './api-env.ts';
import { HttpError } from './http-error.ts';
import { hasBadText } from './input-guard.ts';

/**
 * The token of a request's Authorization header: `Bearer <token>`, or the raw token as the
 * whole value, as older clients send it (docs/api.md, Conventions).
 */
export function bearerToken(header: string | undefined): string | undefined {
  const value = header?.trim() ?? '';
  // "Bearer" alone is an empty bearer, not a raw token named Bearer.
  if (/^bearer$/i.test(value)) return undefined;
  const match = /^(?:Bearer\s+)?([A-Za-z0-9_\-.~+/=]+)\s*$/i.exec(value);
  return match?.[1];
}

/**
 * The signed-in user of a request: undefined without a token or with a dead one. A token used
 * from a partner origin (`partner`, server/accounts/partner-scope.ts) makes its session partner-scoped.
 */
export async function resolveAuth(deps: AppDeps, authorization: string | undefined, partner: string | null = null): Promise<Auth | undefined> {
  const token = bearerToken(authorization);
  if (token === undefined) return undefined;
  return findSession(deps.db, token, deps.clock.now(), partner);
}

/** The 401 of a personal call sent without a token. */
export const unauthorized = () => new HttpError(401, 'server.http.unauthorized');

/**
 * The 403 of a personal call whose token is unknown, revoked or expired. The client removes
 * a stored token only on 403 (purchase.md §8): a dead token answered with 401 would stay
 * stored, and the login route (guests only) would send the "signed-in" visitor back to /me.
 */
export const sessionEnded = () => new HttpError(403, 'server.http.sessionEnded');

/** `auth` of a personal call, or the 401 (the route helper already checked 'required' calls). */
export function requireAuth(auth: Auth | undefined): Auth {
  if (auth === undefined) throw unauthorized();
  return auth;
}

function header(c: Context, name: string): string | undefined {
  const value = c.req.header(name);
  if (value === undefined || value === '') return undefined;
  try {
    const text = decodeURIComponent(value);
    // a NUL or a lone surrogate is no city name (and no database would store it)
    return hasBadText(text) ? undefined : text;
  } catch {
    return value;
  }
}

/**
 * Where a sign-in comes from. City and country are read from `X-Geo-City` / `X-Geo-Country`,
 * which a geo-aware reverse proxy may set; without them the activity page shows its fallbacks.
 * A sign-in from a partner origin opens a partner-scoped session (server/accounts/partner-scope.ts).
 */
export function sessionOrigin(c: Context<ApiEnv>): SessionOrigin {
  return {
    userAgent: c.req.header('user-agent'),
    city: header(c, 'x-geo-city'),
    country: header(c, 'x-geo-country'),
    partner: partnerOriginOf(c, c.get('deps')),
  };
}

/** The 403 of a console call made by an account without the staff role it needs. */
export const notStaff = () => new HttpError(403, 'server.http.notStaff');

/**
 * The signed-in member of staff of a console call that needs `role`: 401 without a token,
 * 403 with a dead token, a partner-scoped session (`partner`: the request's partner origin,
 * server/accounts/partner-scope.ts) or an account whose staff role is lower (a buyer has none).
 */
export async function requireStaff(deps: AppDeps, authorization: string | undefined, role: StaffRole, partner: string | null = null): Promise<Auth> {
  if (bearerToken(authorization) === undefined) throw unauthorized();
  const auth = await resolveAuth(deps, authorization, partner);
  if (auth === undefined) throw sessionEnded();
  // a session of a partner's page never reaches the console (issue 28: partner-scoped sessions)
  if (auth.partnerOrigin !== null) throw notStaff();
  if (!staffRoleAllows(auth.user.staff_role, role)) throw notStaff();
  return auth;
}
