/**
 * The partners of the organiser (issue 17; migration 013): who may be named by `data-partner`,
 * where its pages live, and its API key, of which only the sha256 is kept.
 */
import { is } from 'superstruct';
import { PARTNER_NAME_PATTERN } from '../../sdk/config/index.ts';
import { ReturnUrl } from '../../sdk/contract/schemas/index.ts';
import { newSecret, sha256 } from '../accounts/secret-token.ts';
import type { Queryable } from '../db/database.ts';

export interface PartnerRow {
  readonly name: string;
  readonly title: string;
  readonly origins: readonly string[];
}

/** What `npm run partner:add` takes. */
export interface NewPartner {
  readonly name: string;
  readonly title: string;
  readonly origins: readonly string[];
}

/** The prefix of every partner key: a key in a log or a leak is recognised as one. */
export const PARTNER_KEY_PREFIX = 'rkp_';

/** `https://Shop.example:443/page` → `https://shop.example`; undefined for what is no http(s) address. */
export function originOf(address: string): string | undefined {
  if (!is(address, ReturnUrl)) return undefined;
  return new URL(address).origin;
}

/** Why a new partner cannot be added, or undefined. */
export function partnerProblem(partner: NewPartner): string | undefined {
  if (!PARTNER_NAME_PATTERN.test(partner.name)) return `name "${partner.name}": 2–40 lower-case letters, digits or dashes, starting with a letter or digit`;
  if (partner.title.trim() === '' || partner.title.length > 200) return 'title: 1–200 characters';
  for (const origin of partner.origins) {
    if (originOf(origin) !== origin.replace(/\/+$/, '')) return `origin "${origin}": an http(s) origin such as https://shop.example (no path)`;
  }
  return undefined;
}

/** A new API key: random, with the prefix that marks it as one. */
export const newPartnerKey = (): string => `${PARTNER_KEY_PREFIX}${newSecret()}`;

/** Origins as stored: without a trailing slash. */
export const storedOrigins = (origins: readonly string[]): string[] => origins.map((origin) => origin.replace(/\/+$/, ''));

/**
 * Adds a partner (`npm run partner:add` and the console's POST /api/console/partners); answers
 * its API key, which is kept nowhere else (show it once). `key` is for the demo seed only (a
 * documented key outside production); a real partner gets a random one.
 */
export async function insertPartner(db: Queryable, partner: NewPartner, now: Date, key = newPartnerKey()): Promise<string> {
  const problem = partnerProblem(partner);
  if (problem !== undefined) throw new Error(problem);
  if (!key.startsWith(PARTNER_KEY_PREFIX)) throw new Error(`a partner key starts with ${PARTNER_KEY_PREFIX}`);
  await db.query('INSERT INTO partner (name, title, origins, key_hash, created_at) VALUES ($1, $2, $3, $4, $5)', [
    partner.name,
    partner.title.trim(),
    storedOrigins(partner.origins),
    sha256(key),
    now,
  ]);
  return key;
}

/**
 * Gives partner `name` a new key when its row is still at `version` (the old key stops at
 * once); answers the key, or undefined when the row moved or is gone.
 */
export async function rotatePartnerKey(db: Queryable, name: string, version: number): Promise<string | undefined> {
  const key = newPartnerKey();
  const rows = await db.query(
    'UPDATE partner SET key_hash = $3, key_revoked_at = NULL, version = version + 1 WHERE name = $1 AND version = $2 RETURNING 1',
    [name, version, sha256(key)],
  );
  return rows.length === 0 ? undefined : key;
}

/** Revokes partner `name`'s key when its row is still at `version`; answers whether it did. */
export async function revokePartnerKey(db: Queryable, name: string, version: number, now: Date): Promise<boolean> {
  // the hash is replaced too: no key, old or guessed, matches a revoked partner
  const rows = await db.query(
    'UPDATE partner SET key_hash = $3, key_revoked_at = $4, version = version + 1 WHERE name = $1 AND version = $2 RETURNING 1',
    [name, version, `revoked:${sha256(newSecret())}`, now],
  );
  return rows.length > 0;
}

/** The partner named `name`, if it exists. */
export async function partnerByName(db: Queryable, name: string): Promise<PartnerRow | undefined> {
  const [row] = await db.query<PartnerRow>('SELECT name, title, origins FROM partner WHERE name = $1', [name]);
  return row;
}

/** The partner whose API key is `key`, if any. */
export async function partnerByKey(db: Queryable, key: string): Promise<PartnerRow | undefined> {
  if (!key.startsWith(PARTNER_KEY_PREFIX)) return undefined;
  const [row] = await db.query<PartnerRow>('SELECT name, title, origins FROM partner WHERE key_hash = $1 AND key_revoked_at IS NULL', [sha256(key)]);
  return row;
}

/** Whether `address` lies on one of the partner's origins (exactly: scheme, host and port). */
export function isPartnerPage(partner: PartnerRow, address: string): boolean {
  const origin = originOf(address);
  return origin !== undefined && partner.origins.includes(origin);
}
