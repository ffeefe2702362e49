/**
 * Regions of Russia and their cities with geonames ids, for delivery and event places: reference
 * data, not demo data. The demo seed loads them (server/seed/seed-demo.ts), and so does the
 * console's «Загрузить регионы и города России» on a production database, which starts empty
 * (server/console/reference-writes.ts). The default city is Moscow (524901); the default
 * delivery region is 524894, named "Москва и Московская область" (Moscow and the towns around it
 * deliver alike).
 */
import type { Row } from '../seed/insert-rows.ts';

export const DEFAULT_CITY_ID = 524901;
export const DEFAULT_REGION_ID = 524894;

interface RegionSeed {
  readonly id: number;
  readonly ru: string;
  readonly en: string;
  readonly timezone: string;
  readonly cities: readonly (readonly [id: number, ru: string, en: string, latitude: number, longitude: number])[];
}

/** geonames ids of the cities events use. */
export const cityIds = {
  moscow: 524901,
  petersburg: 498817,
  kazan: 551487,
  yekaterinburg: 1486209,
  novosibirsk: 1496747,
  sochi: 491422,
  krasnodar: 542420,
  nizhny: 520555,
} as const;

const regions: readonly RegionSeed[] = [
  {
    id: DEFAULT_REGION_ID,
    ru: 'Москва и Московская область',
    en: 'Moscow and Moscow Oblast',
    timezone: 'Europe/Moscow',
    cities: [
      [cityIds.moscow, 'Москва', 'Moscow', 55.75222, 37.61556],
      [508101, 'Подольск', 'Podolsk', 55.42419, 37.55472],
      [579464, 'Балашиха', 'Balashikha', 55.80945, 37.95806],
      [548605, 'Химки', 'Khimki', 55.89704, 37.42969],
      [563464, 'Электросталь', 'Elektrostal', 55.78959, 38.44671],
      [546105, 'Коломна', 'Kolomna', 55.07944, 38.77833],
    ],
  },
  {
    id: 536203,
    ru: 'Санкт-Петербург',
    en: 'Saint Petersburg',
    timezone: 'Europe/Moscow',
    cities: [
      [cityIds.petersburg, 'Санкт-Петербург', 'Saint Petersburg', 59.93863, 30.31413],
      [546230, 'Колпино', 'Kolpino', 59.75, 30.6],
    ],
  },
  {
    id: 534838,
    ru: 'Ленинградская область',
    en: 'Leningrad Oblast',
    timezone: 'Europe/Moscow',
    cities: [
      [561667, 'Гатчина', 'Gatchina', 59.57639, 30.12833],
      [470546, 'Выборг', 'Vyborg', 60.70763, 28.75283],
    ],
  },
  {
    id: 484048,
    ru: 'Республика Татарстан',
    en: 'Tatarstan Republic',
    timezone: 'Europe/Moscow',
    cities: [
      [cityIds.kazan, 'Казань', 'Kazan', 55.78874, 49.12214],
      [523750, 'Набережные Челны', 'Naberezhnye Chelny', 55.72545, 52.41122],
      [582182, 'Альметьевск', 'Almetyevsk', 54.90442, 52.3154],
    ],
  },
  {
    id: 1490542,
    ru: 'Свердловская область',
    en: 'Sverdlovsk Oblast',
    timezone: 'Asia/Yekaterinburg',
    cities: [
      [cityIds.yekaterinburg, 'Екатеринбург', 'Yekaterinburg', 56.8519, 60.6122],
      [1497337, 'Нижний Тагил', 'Nizhniy Tagil', 57.91944, 59.965],
      [1505260, 'Каменск-Уральский', 'Kamensk-Uralsky', 56.4185, 61.9329],
    ],
  },
  {
    id: 1496745,
    ru: 'Новосибирская область',
    en: 'Novosibirsk Oblast',
    timezone: 'Asia/Novosibirsk',
    cities: [
      [cityIds.novosibirsk, 'Новосибирск', 'Novosibirsk', 55.0415, 82.9346],
      [1510018, 'Бердск', 'Berdsk', 54.75806, 83.10722],
    ],
  },
  {
    id: 542415,
    ru: 'Краснодарский край',
    en: 'Krasnodar Krai',
    timezone: 'Europe/Moscow',
    cities: [
      [cityIds.krasnodar, 'Краснодар', 'Krasnodar', 45.04484, 38.97603],
      [cityIds.sochi, 'Сочи', 'Sochi', 43.59917, 39.72569],
      [518255, 'Новороссийск', 'Novorossiysk', 44.72439, 37.76752],
      [582432, 'Анапа', 'Anapa', 44.89493, 37.31686],
    ],
  },
  {
    id: 559838,
    ru: 'Нижегородская область',
    en: 'Nizhny Novgorod Oblast',
    timezone: 'Europe/Moscow',
    cities: [
      [cityIds.nizhny, 'Нижний Новгород', 'Nizhny Novgorod', 56.32867, 44.00205],
      [580724, 'Арзамас', 'Arzamas', 55.3945, 43.8408],
    ],
  },
  {
    id: 499068,
    ru: 'Самарская область',
    en: 'Samara Oblast',
    timezone: 'Europe/Samara',
    cities: [
      [499099, 'Самара', 'Samara', 53.20007, 50.15],
      [482283, 'Тольятти', 'Tolyatti', 53.5303, 49.3461],
    ],
  },
  {
    id: 501165,
    ru: 'Ростовская область',
    en: 'Rostov Oblast',
    timezone: 'Europe/Moscow',
    cities: [
      [501175, 'Ростов-на-Дону', 'Rostov-on-Don', 47.23135, 39.72328],
      [484907, 'Таганрог', 'Taganrog', 47.23617, 38.89688],
    ],
  },
  {
    id: 578853,
    ru: 'Республика Башкортостан',
    en: 'Bashkortostan Republic',
    timezone: 'Asia/Yekaterinburg',
    cities: [[479561, 'Уфа', 'Ufa', 54.74306, 55.96779]],
  },
  {
    id: 1508290,
    ru: 'Челябинская область',
    en: 'Chelyabinsk Oblast',
    timezone: 'Asia/Yekaterinburg',
    cities: [
      [1508291, 'Челябинск', 'Chelyabinsk', 55.15402, 61.42915],
      [532288, 'Магнитогорск', 'Magnitogorsk', 53.41861, 59.04722],
    ],
  },
  {
    id: 2017623,
    ru: 'Приморский край',
    en: 'Primorsky Krai',
    timezone: 'Asia/Vladivostok',
    cities: [[2013348, 'Владивосток', 'Vladivostok', 43.10562, 131.87353]],
  },
  {
    id: 554230,
    ru: 'Калининградская область',
    en: 'Kaliningrad Oblast',
    timezone: 'Europe/Kaliningrad',
    cities: [[554234, 'Калининград', 'Kaliningrad', 54.70649, 20.51095]],
  },
];

/** Region rows. */
export function regionRows(): Row[] {
  return regions.map((region, index) => ({
    id: region.id,
    country: 'RU',
    name_ru: region.ru,
    name_en: region.en,
    sort: index,
  }));
}

/** City rows, each with its region and time zone. */
export function cityRows(): Row[] {
  return regions.flatMap((region) =>
    region.cities.map(([id, ru, en, latitude, longitude], index) => ({
      id,
      region_id: region.id,
      name_ru: ru,
      name_en: en,
      timezone: region.timezone,
      latitude,
      longitude,
      sort: index,
    })),
  );
}

/** The time zone of a seeded city. */
export function timezoneOf(cityId: number): string {
  const region = regions.find((candidate) => candidate.cities.some(([id]) => id === cityId));
  if (region === undefined) throw new Error(`demo city ${cityId} is not seeded`);
  return region.timezone;
}
