import { array, number, string, type, union, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/** A result cell: timing systems send positions and numbers as numbers or as text. */
export const ResultValue = union([string(), number()]);
export type ResultValue = Infer<typeof ResultValue>;

const cell = maybe(ResultValue);

/** One participant's row of results: the columns of account.md §2 "Results pages", each optional. */
export const ResultRow = type({
  distance: cell,
  comments: cell,
  status: cell,
  time_start: cell,
  time_finish: cell,
  position_absolute: cell,
  position_gen_absolute: cell,
  position_cat_absolute: cell,
  last_name: cell,
  category: cell,
  gender: cell,
  first_name: cell,
  start_number: cell,
  absolute_time_result: cell,
  individual_time_result: cell,
  fine_time_result: cell,
  time_result: cell,
  position: cell,
  position_gen: cell,
  position_age: cell,
  position_cat: cell,
  position_gen_age: cell,
  overallPlace: cell,
});
export type ResultRow = Infer<typeof ResultRow>;
/** The name of a results column. */
export type ResultColumn = keyof ResultRow;

/** A results format of an event city; `columns` lists the columns to show, in order. */
export const ResultFormat = type({
  public_id: string(),
  title: string(),
  columns: maybe(array(string())),
});
export type ResultFormat = Infer<typeof ResultFormat>;

/** GET /api/event_results/{event_city_id}/{format}: the rows and the city's formats. */
export const EventResults = type({ values: array(ResultRow), settings: type({ formats: array(ResultFormat) }) });
export type EventResults = Infer<typeof EventResults>;
