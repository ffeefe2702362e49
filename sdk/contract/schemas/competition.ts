import { number, object, optional, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';
import { TEXT_MAX, limitedText } from './text-limits.ts';

/** A kind of club competition (GET /api/list/competition/type). */
export const CompetitionType = type({ public_id: string(), title: string() });
export type CompetitionType = Infer<typeof CompetitionType>;

/**
 * A competition result a member uploaded and attached to a club
 * (GET /api/club/competition/list/{club}). `result` is the time HH:MM:SS, `distance` in km.
 */
export const Competition = type({
  public_id: string(),
  competition_type: CompetitionType,
  title: string(),
  date: string(),
  result: string(),
  distance: maybe(number()),
  file: maybe(string()),
  user: maybe(type({ name: maybe(string()), last_name: maybe(string()) })),
});
export type Competition = Infer<typeof Competition>;

/** The body of POST /api/user/competition: a new result of the signed-in user. */
export const CompetitionResultRequest = object({
  /** public_id of a CompetitionType. */
  competition_type: limitedText(TEXT_MAX.id),
  title: limitedText(TEXT_MAX.title),
  /** ISO date YYYY-MM-DD. */
  date: limitedText(TEXT_MAX.date),
  /** Time HH:MM:SS ('Введите корректное время' otherwise). */
  result: limitedText(TEXT_MAX.date),
  /** Kilometres, above 0. */
  distance: optional(number()),
  /** public_id of an uploaded proof (POST /api/files/upload). */
  file: optional(limitedText(TEXT_MAX.id)),
});
export type CompetitionResultRequest = Infer<typeof CompetitionResultRequest>;
