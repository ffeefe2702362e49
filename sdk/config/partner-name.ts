import { pattern, string } from 'superstruct';

/**
 * A partner's name (issue 17): lower-case letters, digits and dashes, 2–40 characters
 * (`vershina`). Its own small module: the configuration and the buy button's attributes need
 * it in their first paint, the rest of attribution.ts only at checkout.
 */
export const PARTNER_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
export const PartnerName = pattern(string(), PARTNER_NAME_PATTERN);
