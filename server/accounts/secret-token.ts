import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A new random secret: 32 bytes, base64url (session tokens, mail link codes, reset keys). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** A new SMS code: exactly four digits (account.md §9). */
export const newSmsCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/** What the database keeps of a secret: its sha256, hex. */
export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');
