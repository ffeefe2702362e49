import type { CompetitionResultRequest } from '../contract/schemas/competition.ts';
import { compareDates, parseIsoDate, type CalendarDate } from './calendar-date.ts';
import { formCheck, formMessage, type FieldErrors, type FormCheck } from './form-message.ts';
import { validatePositive, validateRequired } from './generic-fields.ts';
import { parseRaceTime, validateRaceTime } from './race-time.ts';
import { validateImageFile, type UploadFile } from './upload-file.ts';

/** The fields of the result form, named as the request names them (`file`: the proof picture). */
export type ResultField = 'competition_type' | 'title' | 'date' | 'result' | 'distance' | 'file';

/** What the visitor typed and chose. */
export interface ResultFormInput {
  readonly competition_type: string;
  readonly title: string;
  /** YYYY-MM-DD (a date input's value). */
  readonly date: string;
  readonly result: string;
  /** Kilometres; may be empty. */
  readonly distance: string;
  readonly file: UploadFile | null;
}

const blank = (text: string) => text.trim() === '';
const kilometres = (text: string) => Number(text.trim().replace(',', '.'));

/** A result's own fields, as typed or as POST /api/user/competition carries them. */
export type CompetitionResultFields = Pick<ResultFormInput, 'competition_type' | 'title' | 'date' | 'result'> & {
  /** Kilometres; may be empty. */
  readonly distance?: string | number | undefined;
};

/**
 * A competition result (account.md §5 generic messages): a competition type ('Выберите
 * вариант'), a name ('Заполните поле'), a date YYYY-MM-DD not after `today` ('Введите
 * корректную дату'), the time ('Введите корректное время') and an optional distance above 0
 * ('Значение должно быть больше 0'). The server checks a request with it too.
 */
export function validateCompetitionResult(input: CompetitionResultFields, today: CalendarDate): FormCheck<Exclude<ResultField, 'file'>> {
  const errors: FieldErrors<Exclude<ResultField, 'file'>> = {};
  if (blank(input.competition_type)) errors.competition_type = formMessage('chooseOption');
  const title = validateRequired(input.title);
  if (title !== null) errors.title = title;
  if (blank(input.date)) errors.date = formMessage('fillField');
  else {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(input.date.trim()) ? parseIsoDate(input.date) : undefined;
    if (date === undefined || compareDates(date, today) > 0) errors.date = formMessage('dateIncorrect');
  }
  const time = blank(input.result) ? formMessage('fillField') : validateRaceTime(input.result);
  if (time !== null) errors.result = time;
  const distance = input.distance === undefined || String(input.distance).trim() === '' ? null : validatePositive(input.distance);
  if (distance !== null) errors.distance = distance;
  return formCheck(errors);
}

/**
 * The club result form: the result's fields ({@link validateCompetitionResult}) and the proof
 * picture, jpg/jpeg/png up to 2097152 bytes ('Загрузите файл', 'Неподдерживаемый формат',
 * 'Размер изображения слишком большой').
 */
export function checkResultForm(input: ResultFormInput, today: CalendarDate): FormCheck<ResultField> {
  const errors: FieldErrors<ResultField> = { ...validateCompetitionResult(input, today).errors };
  const file = validateImageFile(input.file);
  if (file !== null) errors.file = file;
  return formCheck(errors);
}

/** The body of POST /api/user/competition from a valid form and the uploaded proof's id. */
export function competitionRequest(input: ResultFormInput, fileId: string): CompetitionResultRequest {
  return {
    competition_type: input.competition_type,
    title: input.title.trim(),
    date: input.date.trim(),
    result: parseRaceTime(input.result) ?? input.result.trim(),
    ...(blank(input.distance) ? {} : { distance: kilometres(input.distance) }),
    file: fileId,
  };
}
