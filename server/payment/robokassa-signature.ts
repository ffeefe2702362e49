/**
 * Robokassa's checksums (docs.robokassa.ru «Интерфейс оплаты», «Уведомления и переадресация»,
 * «XML интерфейсы»): a hex hash, with the method chosen in the shop's technical settings
 * (ROBOKASSA_HASH), of values joined by ':' —
 *
 * - the payment form: MerchantLogin:OutSum:InvId[:Receipt]:Password#1[:Shp_a=…:Shp_b=…]
 *   (Receipt URL-encoded, exactly as the form sends it; Shp_ parameters sorted by name);
 * - the ResultURL notification: OutSum:InvId:Password#2[:Shp_a=…:Shp_b=…];
 * - an OpStateExt request: MerchantLogin:InvoiceID:Password#2.
 *
 * A received checksum is compared in constant time, in any letter case.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RobokassaHash } from './payment-settings.ts';

/** The hex hash of `base` (lower case). */
export function robokassaHash(method: RobokassaHash, base: string): string {
  return createHash(method).update(base, 'utf8').digest('hex');
}

/** `Shp_name=value` pairs sorted by name, as they join the checksum. */
export function shpPart(params: Readonly<Record<string, string>>): string[] {
  return Object.keys(params)
    .filter((key) => /^shp_/i.test(key))
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`);
}

/** The SignatureValue of a payment form. */
export function paymentSignature(
  method: RobokassaHash,
  fields: { readonly login: string; readonly outSum: string; readonly invId: string; readonly receipt?: string; readonly password1: string },
  shp: Readonly<Record<string, string>>,
): string {
  const parts = [fields.login, fields.outSum, fields.invId, ...(fields.receipt === undefined ? [] : [fields.receipt]), fields.password1, ...shpPart(shp)];
  return robokassaHash(method, parts.join(':'));
}

/** Whether `signature` is the checksum of a ResultURL notification under password #2. */
export function resultSignatureValid(
  method: RobokassaHash,
  fields: { readonly outSum: string; readonly invId: string; readonly password2: string },
  shp: Readonly<Record<string, string>>,
  signature: string,
): boolean {
  const expected = robokassaHash(method, [fields.outSum, fields.invId, fields.password2, ...shpPart(shp)].join(':'));
  const given = signature.trim().toLowerCase();
  if (!/^[0-9a-f]+$/.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
