/**
 * Reading what the drivers answer: pg gives numeric as text and PGlite as number, both give
 * timestamptz as Date; the API answers ISO strings and numbers.
 */
import { HttpError } from '../http/http-error.ts';
import type { Said } from '../http/server-text.ts';

/** An ISO 8601 string of a timestamp column. */
export function isoOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  throw new Error(`not a timestamp: ${String(value)}`);
}

/** An ISO 8601 string of a nullable timestamp column, or null. */
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : isoOf(value));

/** A number of a numeric/integer column (pg sends numeric and bigint as text). */
export function numberOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new Error(`not a number: ${String(value)}`);
  return number;
}

/** A number of a nullable column, or null. */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : numberOf(value);

/** 404 with what was not found. */
export const notFound = (said: Said) => new HttpError(404, said);

/** A location id from the API (number or digits) as an integer, or a 400. */
export function locationIdOf(value: number | string, message: Said = 'server.catalogue.badCityId'): number {
  const id = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(400, message);
  return id;
}

/** An ISO date or date-time from a filter, or a 400 'Неверный формат даты' (forms.dateFormatInvalid). */
export function filterDate(value: string | undefined): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time)) throw new HttpError(400, 'forms.dateFormatInvalid');
  return new Date(time);
}
