/**
 * Results of the past events as a timing system reports them, with every column of
 * account.md §2: gun and chip times, fines, places overall, by gender, by age group, by
 * category, and across the whole event city. Drawn from a seeded random source, so the
 * same seed always gives the same protocol.
 */
import { randomFrom } from './artwork/svg.ts';
import type { DemoPart } from './demo-part.ts';
import type { Row } from './insert-rows.ts';

interface ResultFormatSeed {
  readonly id: string;
  readonly eventCity: string;
  readonly title: string;
  readonly titleEn: string;
  readonly distance: string;
  /** Typical finishing time in seconds. */
  readonly median: number;
  readonly ocr: boolean;
  readonly firstNumber: number;
  readonly participants: number;
  readonly startClock: number;
}

const RUN_COLUMNS = [
  'position',
  'start_number',
  'last_name',
  'first_name',
  'gender',
  'category',
  'time_result',
  'position_gen',
  'position_age',
  'status',
];

/** Every column of account.md §2, in the order the timing system prints them. */
const ALL_COLUMNS = [
  'position',
  'overallPlace',
  'start_number',
  'last_name',
  'first_name',
  'gender',
  'category',
  'distance',
  'time_start',
  'time_finish',
  'absolute_time_result',
  'individual_time_result',
  'fine_time_result',
  'time_result',
  'position_absolute',
  'position_gen_absolute',
  'position_cat_absolute',
  'position_gen',
  'position_age',
  'position_cat',
  'position_gen_age',
  'status',
  'comments',
];

const formats: readonly ResultFormatSeed[] = [
  { id: 'xf-gm-10', eventCity: 'ec-gorod-moscow', title: '10 км', titleEn: '10 km', distance: '10 км', median: 3300, ocr: false, firstNumber: 1, participants: 60, startClock: 8 * 3600 },
  { id: 'xf-gm-21', eventCity: 'ec-gorod-moscow', title: 'Полумарафон 21,1 км', titleEn: 'Half marathon 21.1 km', distance: '21,1 км', median: 7200, ocr: false, firstNumber: 2001, participants: 50, startClock: 8 * 3600 + 1800 },
  { id: 'xf-rv-spb-sprint', eventCity: 'ec-rubezh-vesna-spb', title: 'Спринт 5 км', titleEn: 'Sprint 5 km', distance: '5 км', median: 2700, ocr: true, firstNumber: 101, participants: 60, startClock: 10 * 3600 },
  { id: 'xf-rv-spb-elite', eventCity: 'ec-rubezh-vesna-spb', title: 'Элита 12 км', titleEn: 'Elite 12 km', distance: '12 км', median: 5400, ocr: true, firstNumber: 1, participants: 40, startClock: 9 * 3600 },
  { id: 'xf-rv-nsk-sprint', eventCity: 'ec-rubezh-vesna-nsk', title: 'Спринт 5 км', titleEn: 'Sprint 5 km', distance: '5 км', median: 2900, ocr: true, firstNumber: 101, participants: 45, startClock: 10 * 3600 },
];

const men = ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил', 'Никита', 'Роман', 'Егор', 'Иван', 'Тимур'];
const women = ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Екатерина', 'Татьяна', 'Дарья', 'Юлия', 'Ксения', 'Алина', 'Виктория', 'Полина'];
// masculine forms; the feminine adds "а" (Иванов → Иванова), "ий" → "ая"
const surnames = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев', 'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев', 'Романов', 'Воробьёв', 'Сергеев', 'Кудрявцев', 'Белов'];
const obstacles = ['Рукоход', 'Канат', 'Стена 3 м', 'Мультиринг', 'Тарзанка', 'Переноска мешка'];

const feminine = (surname: string) => (surname.endsWith('ий') ? `${surname.slice(0, -2)}ая` : `${surname}а`);

/** HH:MM:SS of a number of seconds. */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}

function ageGroup(age: number): string {
  if (age < 30) return '18-29';
  if (age < 40) return '30-39';
  if (age < 50) return '40-49';
  return '50+';
}

interface Runner {
  readonly format: ResultFormatSeed;
  readonly gender: 'М' | 'Ж';
  readonly firstName: string;
  readonly lastName: string;
  readonly age: string;
  readonly category: string;
  readonly number: number;
  readonly status: 'Финишировал' | 'Не финишировал' | 'Дисквалифицирован';
  readonly comment: string;
  /** Seconds after the gun that the runner crossed the start line. */
  readonly startDelay: number;
  readonly chip: number;
  readonly fine: number;
}

function drawRunners(format: ResultFormatSeed): Runner[] {
  const random = randomFrom(format.id);
  return Array.from({ length: format.participants }, (_unused, index) => {
    const gender = random() < 0.62 ? 'М' : 'Ж';
    const firstName = (gender === 'М' ? men : women)[Math.floor(random() * (gender === 'М' ? men.length : women.length))] ?? 'Иван';
    const surname = surnames[Math.floor(random() * surnames.length)] ?? 'Иванов';
    const age = ageGroup(18 + Math.floor(random() * 42));
    const outcome = random();
    const status = outcome < 0.05 ? 'Не финишировал' : outcome < 0.08 ? 'Дисквалифицирован' : 'Финишировал';
    const fine = format.ocr && status === 'Финишировал' && random() < 0.3 ? 60 * (1 + Math.floor(random() * 5)) : 0;
    const obstacle = obstacles[Math.floor(random() * obstacles.length)] ?? 'Рукоход';
    const comment =
      status === 'Не финишировал'
        ? 'Сошёл с дистанции'
        : status === 'Дисквалифицирован'
          ? 'Срезка трассы'
          : fine > 0
            ? `Штраф ${fine / 60} мин: не пройдено препятствие «${obstacle}»`
            : '';
    const pace = (gender === 'М' ? 0.92 : 1.08) * (0.7 + random() * 0.7);
    return {
      format,
      gender,
      firstName,
      lastName: gender === 'М' ? surname : feminine(surname),
      age,
      category: random() < 0.15 ? 'Профи' : 'Любители',
      number: format.firstNumber + index,
      status,
      comment,
      startDelay: Math.floor(random() * 90),
      chip: format.median * pace,
      fine,
    };
  });
}

/** 1-based places of the finishers among `runners`, grouped by `key`, by `time`. */
function places(runners: readonly Runner[], key: (runner: Runner) => string, time: (runner: Runner) => number): Map<Runner, number> {
  const result = new Map<Runner, number>();
  const groups = new Map<string, Runner[]>();
  for (const runner of runners) {
    if (runner.status !== 'Финишировал') continue;
    const group = groups.get(key(runner)) ?? [];
    group.push(runner);
    groups.set(key(runner), group);
  }
  for (const group of groups.values()) {
    [...group].sort((a, b) => time(a) - time(b)).forEach((runner, index) => result.set(runner, index + 1));
  }
  return result;
}

/** External (timing system) formats of the past event cities and their results. */
export function resultsPart(): DemoPart {
  const byFormat = formats.map((format) => drawRunners(format));
  const everyone = byFormat.flat();
  const total = (runner: Runner) => runner.chip + runner.fine;
  const gun = (runner: Runner) => runner.chip + runner.startDelay;
  const cityOf = (runner: Runner) => runner.format.eventCity;
  const absolute = places(everyone, cityOf, total);
  const genderAbsolute = places(everyone, (r) => `${cityOf(r)}/${r.gender}`, total);
  const categoryAbsolute = places(everyone, (r) => `${cityOf(r)}/${r.category}`, total);

  const rows: Row[] = byFormat.flatMap((runners) => {
    const position = places(runners, () => '', total);
    const overall = places(runners, () => '', gun);
    const byGender = places(runners, (r) => r.gender, total);
    const byAge = places(runners, (r) => r.age, total);
    const byCategory = places(runners, (r) => r.category, total);
    const byGenderAge = places(runners, (r) => `${r.gender}/${r.age}`, total);
    return runners.map((runner) => {
      const finished = runner.status === 'Финишировал';
      const start = runner.format.startClock + runner.startDelay;
      return {
        external_format_id: runner.format.id,
        distance: runner.format.distance,
        comments: runner.comment,
        status: runner.status,
        time_start: clock(start),
        time_finish: finished ? clock(start + runner.chip) : null,
        position_absolute: absolute.get(runner) ?? null,
        position_gen_absolute: genderAbsolute.get(runner) ?? null,
        position_cat_absolute: categoryAbsolute.get(runner) ?? null,
        last_name: runner.lastName,
        category: runner.category,
        gender: runner.gender,
        first_name: runner.firstName,
        start_number: String(runner.number),
        absolute_time_result: finished ? clock(gun(runner)) : null,
        individual_time_result: finished ? clock(runner.chip) : null,
        fine_time_result: finished ? clock(runner.fine) : null,
        time_result: finished ? clock(total(runner)) : null,
        position: position.get(runner) ?? null,
        position_gen: byGender.get(runner) ?? null,
        position_age: byAge.get(runner) ?? null,
        position_cat: byCategory.get(runner) ?? null,
        position_gen_age: byGenderAge.get(runner) ?? null,
        overall_place: overall.get(runner) ?? null,
      };
    });
  });

  return {
    tables: [
      [
        'external_format',
        formats.map((format, index) => ({
          public_id: format.id,
          event_city_id: format.eventCity,
          title: format.title,
          title_en: format.titleEn,
          distance: format.distance,
          columns: format.ocr ? ALL_COLUMNS : RUN_COLUMNS,
          sort: index,
        })),
      ],
      ['event_result', rows],
    ],
    pictures: [],
  };
}
