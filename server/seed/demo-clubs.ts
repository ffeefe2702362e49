/**
 * Clubs, the kinds of club competition, and results members attached to their clubs. The
 * members are demo people without accounts (competition_result keeps their names).
 */
import { clubArtwork } from './artwork/goods-artwork.ts';
import { pictureUrl, type Palette } from './artwork/svg.ts';
import { daysFrom, type DemoPart } from './demo-part.ts';
import { cityIds } from './demo-locations.ts';

const clubs: readonly { id: string; name: string; title: string; description: string; city: number; days: number; palette: Palette }[] = [
  {
    id: 'club-losi',
    name: 'zheleznye-losi',
    title: 'Железные лоси',
    description:
      'Московский клуб гонок с препятствиями. Тренируемся трижды в неделю в Измайловском парке: функциональные круги, рукоходы, канаты и длинные кроссы по выходным. Ездим командой на все старты «Стального рубежа».',
    city: cityIds.moscow,
    days: -400,
    palette: { base: '#1f2a1d', shape: '#3d5a2a', accent: '#ff7a00', ink: '#ffffff' },
  },
  {
    id: 'club-naberezhnaya',
    name: 'naberezhnaya',
    title: 'Беговой клуб «Набережная»',
    description:
      'Бегаем в Петербурге вдоль Невы круглый год. Группы для новичков и подготовка к полумарафону, интервальные тренировки по средам на стадионе.',
    city: cityIds.petersburg,
    days: -250,
    palette: { base: '#0b3c8c', shape: '#1f64d6', accent: '#ffd400', ink: '#ffffff' },
  },
  {
    id: 'club-vysota',
    name: 'vysota',
    title: 'Трейл-клуб «Высота»',
    description: 'Горный бег и трейл в Сочи и Красной Поляне: набор высоты, техника спусков, выезды на старты «Дикой тропы».',
    city: cityIds.sochi,
    days: -120,
    palette: { base: '#2e1f14', shape: '#6b4a2b', accent: '#9be15d', ink: '#fff8ec' },
  },
  {
    id: 'club-kazan-runners',
    name: 'kazan-runners',
    title: 'Kazan Runners',
    description: 'Open running community in Kazan: long runs on Sundays along the Kazanka, everyone welcome.',
    city: cityIds.kazan,
    days: -30,
    palette: { base: '#140c2e', shape: '#3a1f7a', accent: '#00e5ff', ink: '#ffffff' },
  },
];

const types = [
  { public_id: 'ct-run-5', title: 'Бег 5 км', title_en: 'Run 5 km' },
  { public_id: 'ct-run-10', title: 'Бег 10 км', title_en: 'Run 10 km' },
  { public_id: 'ct-half', title: 'Полумарафон', title_en: 'Half marathon' },
  { public_id: 'ct-trail', title: 'Трейл', title_en: 'Trail' },
  { public_id: 'ct-ocr', title: 'Гонка с препятствиями', title_en: 'Obstacle race' },
];

// [club, type, member first name, last name, title, days ago, result, distance km]
const results: readonly [string, string, string, string, string, number, string, number | null][] = [
  ['club-losi', 'ct-ocr', 'Андрей', 'Морозов', 'Стальной рубеж. Весенний старт, спринт', 70, '00:41:12', 5],
  ['club-losi', 'ct-ocr', 'Екатерина', 'Волкова', 'Стальной рубеж. Весенний старт, спринт', 70, '00:48:55', 5],
  ['club-losi', 'ct-run-10', 'Андрей', 'Морозов', 'Темповая десятка в Измайлово', 12, '00:44:30', 10],
  ['club-losi', 'ct-run-5', 'Игорь', 'Лебедев', 'Паркран в Коломенском', 5, '00:21:47', 5],
  ['club-losi', 'ct-half', 'Екатерина', 'Волкова', 'Город бежит. Москва', 35, '01:52:03', 21.1],
  ['club-naberezhnaya', 'ct-half', 'Мария', 'Соколова', 'Город бежит. Москва', 35, '01:38:41', 21.1],
  ['club-naberezhnaya', 'ct-run-10', 'Дмитрий', 'Новиков', 'Кросс на Крестовском', 9, '00:39:58', 10],
  ['club-naberezhnaya', 'ct-run-5', 'Мария', 'Соколова', 'Интервальная пятёрка', 3, '00:20:15', 5],
  ['club-vysota', 'ct-trail', 'Артём', 'Кузнецов', 'Аибга, тренировочный подъём', 15, '02:05:20', 18.5],
  ['club-vysota', 'ct-trail', 'Ольга', 'Попова', 'Розовый пик', 8, '01:47:09', 12],
  ['club-kazan-runners', 'ct-run-10', 'Тимур', 'Хасанов', 'Sunday long run', 6, '00:52:10', 10],
];

/** Clubs with their competitions. */
export function clubsPart(now: Date): DemoPart {
  return {
    tables: [
      [
        'club',
        clubs.map((club) => ({
          public_id: club.id,
          public_name: club.name,
          title: club.title,
          description: club.description,
          picture: pictureUrl(`club-${club.id}`),
          city_id: club.city,
          created_date: daysFrom(now, club.days, 12),
        })),
      ],
      ['competition_type', types.map((type, index) => ({ ...type, sort: index }))],
      [
        'competition_result',
        results.map(([, type, name, lastName, title, days, result, distance], index) => ({
          public_id: `cr-demo-${index + 1}`,
          competition_type_id: type,
          user_public_id: null,
          user_name: name,
          user_last_name: lastName,
          title,
          date: daysFrom(now, -days, 12).slice(0, 10),
          result,
          distance,
          file: null,
          created_at: daysFrom(now, -days, 20),
        })),
      ],
      [
        'club_competition',
        results.map(([club, , , , , days], index) => ({
          club_id: club,
          competition_result_id: `cr-demo-${index + 1}`,
          attached_at: daysFrom(now, -days, 21),
        })),
      ],
    ],
    pictures: clubs.map((club): [string, string] => [`club-${club.id}.svg`, clubArtwork(club.title, club.palette)]),
  };
}
