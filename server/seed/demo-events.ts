/**
 * Demo events: our own invented brands of obstacle races and runs in several Russian cities,
 * dated relative to the seeding moment. The formats cover every case of purchase.md §3/§5:
 * plain, pre-registration, fixed and non-fixed teams, kinds with tickets left, buy_limit,
 * age limits, regions, clusters with and without a document, places (select), additional
 * fields, licence file, shirts with one size out of stock, a shirtless format, a sale, a format
 * with 5 tickets left, a sold-out one, a hidden one, start numbers and a seating plan.
 */
import { eventDesktopArtwork, eventMobileArtwork, logoArtwork } from './artwork/event-artwork.ts';
import { spaceMapArtwork } from './artwork/goods-artwork.ts';
import { pictureUrl, type Palette } from './artwork/svg.ts';
import { daysFrom, utcOffsets, type DemoPart } from './demo-part.ts';
import { cityIds, timezoneOf } from './demo-locations.ts';
import { json, type Row } from './insert-rows.ts';

const palettes = {
  rubezh: { base: '#1f2a1d', shape: '#3d5a2a', accent: '#ff7a00', ink: '#ffffff' },
  gorod: { base: '#0b3c8c', shape: '#1f64d6', accent: '#ffd400', ink: '#ffffff' },
  tropa: { base: '#2e1f14', shape: '#6b4a2b', accent: '#9be15d', ink: '#fff8ec' },
  kids: { base: '#ffcf33', shape: '#ff8a3d', accent: '#2b59ff', ink: '#1b1b1b' },
  night: { base: '#140c2e', shape: '#3a1f7a', accent: '#00e5ff', ink: '#ffffff' },
} satisfies Record<string, Palette>;
type Brand = keyof typeof palettes;

interface EventTypeSeed {
  readonly id: string;
  readonly brand: Brand;
  readonly title: string;
  readonly titleEn: string;
  readonly description: string;
  readonly descriptionEn: string;
  /** The flagship event its project page leads to (none: no project page). */
  readonly project: string | null;
}

const eventTypes: readonly EventTypeSeed[] = [
  {
    id: 'et-rubezh',
    brand: 'rubezh',
    title: 'Стальной рубеж',
    titleEn: 'Steel Frontier',
    description:
      'Гонка с препятствиями: от 3 до 20 км по пересечённой местности, стены, канаты, рвы с водой и грязь. Пройди рубеж сам или с командой.',
    descriptionEn:
      'An obstacle race over 3 to 20 km of rough terrain: walls, ropes, water ditches and mud. Take on the frontier on your own or with a team.',
    project: 'ev-rubezh-leto',
  },
  {
    id: 'et-gorod',
    brand: 'gorod',
    title: 'Город бежит',
    titleEn: 'The City Runs',
    description: 'Городские забеги на 5, 10 и 21,1 км по перекрытым центральным улицам с медалью финишёра.',
    descriptionEn: 'City races over 5, 10 and 21.1 km along closed central streets, with a finisher medal.',
    project: 'ev-gorod-kazan',
  },
  {
    id: 'et-tropa',
    brand: 'tropa',
    title: 'Дикая тропа',
    titleEn: 'Wild Trail',
    description: 'Трейлраннинг в горах: маркированные тропы, набор высоты и пункты питания на трассе.',
    descriptionEn: 'Mountain trail running: marked trails, serious elevation gain and aid stations along the course.',
    project: 'ev-tropa-sochi',
  },
  {
    id: 'et-kids',
    brand: 'kids',
    title: 'Рубеж. Дети',
    titleEn: 'Frontier Kids',
    description: 'Детские забеги с безопасными препятствиями для ребят от 6 до 14 лет, с медалью каждому финишёру.',
    descriptionEn: 'Kids’ races with safe obstacles for ages 6 to 14, and a medal for every finisher.',
    project: null,
  },
  {
    id: 'et-night',
    brand: 'night',
    title: 'Ночной пульс',
    titleEn: 'Night Pulse',
    description: 'Ночные забеги с фонарями, светящимися номерами и музыкой на трассе.',
    descriptionEn: 'Night races with head torches, glowing race numbers and music along the course.',
    project: 'ev-night-spb',
  },
];

interface EventSeed {
  readonly id: string;
  readonly type: string;
  readonly title: string;
  readonly titleEn: string;
  readonly description: string;
  readonly descriptionEn: string;
  readonly slider?: boolean;
  readonly volunteerOnly?: boolean;
  readonly cities: readonly CitySeed[];
}

interface CitySeed {
  readonly id: string;
  readonly city: number;
  readonly address: string;
  readonly addressEn: string;
  /** Days from now; negative for past events. */
  readonly days: number;
  readonly hour?: number;
  readonly formats: readonly FormatSeed[];
  /** Shirt stock by size; the event city's formats `withShirt` offer them. */
  readonly shirts?: Readonly<Record<string, number>>;
}

interface KindSeed {
  readonly kind: string;
  readonly title: string;
  readonly total: number;
  readonly left: number;
}

interface FormatSeed {
  readonly id: string;
  readonly title: string;
  readonly titleEn: string;
  readonly price: number;
  readonly description?: string;
  readonly descriptionEn?: string;
  readonly oldPrice?: number;
  readonly kinds?: readonly KindSeed[];
  readonly maxCount?: number;
  readonly minCount?: number;
  readonly buyLimit?: number;
  readonly ageMin?: number;
  readonly ageMax?: number;
  readonly preregistration?: boolean;
  readonly regions?: readonly number[];
  /** Texts inside jsonb carry their English twin beside them (migration 010). */
  readonly clusters?: readonly { readonly name: string; readonly name_en: string; readonly value: string; readonly file: boolean }[];
  /** The values are what the participant submits: the same in both languages. */
  readonly select?: { readonly title: string; readonly title_en: string; readonly values: readonly string[] };
  readonly additionalFields?: readonly { readonly name: string; readonly label: string; readonly label_en: string; readonly required: boolean }[];
  readonly licenseFile?: boolean;
  readonly team?: { readonly all: boolean; readonly fixed: boolean };
  readonly qr?: boolean;
  readonly insurance?: boolean;
  readonly hidden?: boolean;
  readonly withShirt?: boolean;
  readonly shirtUnavailable?: boolean;
  readonly notes?: string;
  readonly space?: string;
  readonly numbers?: readonly [first: number, last: number];
  /** Minutes after the event city's start (a later wave). */
  readonly startOffsetMinutes?: number;
}

const athletes = (total: number, left: number): KindSeed[] => [{ kind: 'athlete', title: 'Участник', total, left }];

const standardShirts = { XS: 40, S: 120, M: 180, L: 160, XL: 90, XXL: 30 };
const emergencyContact = {
  name: 'emergency_contact',
  label: 'Телефон близкого человека на случай ЧП',
  label_en: 'Emergency contact phone number',
  required: true,
};
const emergencyFields = [{ name: 'club', label: 'Клуб или команда', label_en: 'Club or team', required: false }, emergencyContact];

/** The regions a participant of a regional standings format represents. */
const standingRegions = [524894, 536203, 484048, 1490542, 1496745, 542415];

/** The formats every city of the summer season offers. */
function seasonFormats(prefix: string, sprintLeft: number): FormatSeed[] {
  return [
    {
      id: `${prefix}-sprint`,
      title: 'Спринт 5 км',
      titleEn: 'Sprint 5 km',
      description: '5 км и 20 препятствий: первый рубеж для тех, кто пробует впервые.',
      descriptionEn: '5 km and 20 obstacles: the first frontier for first-timers.',
      price: 3490,
      oldPrice: 3990,
      kinds: athletes(1500, sprintLeft),
      insurance: true,
      withShirt: true,
    },
    {
      id: `${prefix}-elite`,
      title: 'Элита 12 км',
      titleEn: 'Elite 12 km',
      description: 'Соревновательный зачёт с призовым фондом: 12 км и 40 препятствий без права на пропуск.',
      descriptionEn: 'The competitive race with prize money: 12 km and 40 obstacles, and none of them may be skipped.',
      price: 5990,
      kinds: athletes(400, 260),
      buyLimit: 1,
      ageMin: 18,
      preregistration: true,
      regions: standingRegions,
      additionalFields: emergencyFields,
      licenseFile: true,
      insurance: true,
      withShirt: true,
      numbers: [1, 300],
    },
    {
      id: `${prefix}-team5`,
      title: 'Команда 5 человек',
      titleEn: 'Team of 5',
      description: 'Командный зачёт: пятеро стартуют и финишируют вместе. Цена за одного участника.',
      descriptionEn: 'The team race: five start and finish together. The price is per participant.',
      price: 3190,
      kinds: athletes(500, 345),
      maxCount: 5,
      minCount: 5,
      team: { all: true, fixed: true },
      insurance: true,
    },
  ];
}

const events: readonly EventSeed[] = [
  {
    id: 'ev-rubezh-leto',
    type: 'et-rubezh',
    title: 'Стальной рубеж. Летний сезон', titleEn: 'Steel Frontier: Summer Season',
    description:
      'Главная гонка с препятствиями лета: пять городов, трассы от 3 до 20 км, командные и индивидуальные зачёты, фестиваль для болельщиков.',
    descriptionEn:
      'The obstacle race of the summer: five cities, courses from 3 to 20 km, team and individual races, and a festival for supporters.',
    slider: true,
    cities: [
      {
        id: 'ec-rubezh-leto-msk',
        city: cityIds.moscow,
        address: 'Москва, Парк Патриот, Кубинка, Минское ш., 55-й км', addressEn: 'Moscow, Patriot Park, Kubinka, km 55 of the Minsk Highway',
        days: 40,
        shirts: { ...standardShirts, XXL: 0 },
        formats: [
          ...seasonFormats('f-rl-msk', 1184),
          {
            id: 'f-rl-msk-spectator',
            title: 'Билет зрителя', titleEn: 'Spectator ticket',
            description: 'Фестивальная зона, зона болельщиков на финише и шоу-программа.', descriptionEn: 'The festival area, the supporters’ zone at the finish and the show.',
            price: 500,
            kinds: [
              { kind: 'spectator', title: 'Зритель', total: 1000, left: 640 },
              { kind: 'child', title: 'Детский (до 12 лет)', total: 300, left: 212 },
            ],
            buyLimit: 6,
            qr: true,
          },
          {
            id: 'f-rl-msk-corp',
            title: 'Корпоративная команда', titleEn: 'Corporate team',
            description: 'От 3 до 10 коллег в одной команде, свой стартовый слот и шатёр. Цена за одного участника.', descriptionEn: '3 to 10 colleagues in one team, with your own start slot and tent. The price is per participant.',
            price: 2990,
            kinds: athletes(600, 410),
            maxCount: 10,
            minCount: 3,
            team: { all: true, fixed: false },
          },
          {
            id: 'f-rl-msk-students',
            title: 'Студенческий зачёт 5 км', titleEn: 'Student race 5 km',
            description: 'Для участников от 16 до 25 лет. Кластер «Студенты» требует фото студенческого билета.', descriptionEn: 'For participants aged 16 to 25. The Students category needs a photo of your student card.',
            price: 1990,
            kinds: athletes(300, 188),
            ageMin: 16,
            ageMax: 25,
            preregistration: true,
            clusters: [
              { name: 'Общий зачёт', name_en: 'Open category', value: 'general', file: false },
              { name: 'Студенты', name_en: 'Students', value: 'students', file: true },
            ],
          },
          {
            id: 'f-rl-msk-waves',
            title: 'Спринт 5 км — выбор волны', titleEn: 'Sprint 5 km: choose your wave',
            description: 'Выберите время старта своей волны: в каждой не больше 250 человек.', descriptionEn: 'Choose the start time of your wave: at most 250 runners in each.',
            price: 3690,
            kinds: athletes(1000, 733),
            preregistration: true,
            select: {
              title: 'Волна старта',
              title_en: 'Start wave',
              values: ['09:00', '10:30', '12:00', '13:30'],
            },
          },
          {
            id: 'f-rl-msk-hardcore',
            title: 'Хардкор 20 км', titleEn: 'Hardcore 20 km',
            description: '20 км, 70 препятствий и ночёвка в лагере. Осталось совсем немного мест.', descriptionEn: '20 km, 70 obstacles and a night at the camp. Only a few places are left.',
            price: 6990,
            kinds: athletes(300, 5),
            buyLimit: 2,
            ageMin: 18,
            insurance: true,
          },
          {
            id: 'f-rl-msk-night',
            title: 'Ночной спринт 5 км', titleEn: 'Night sprint 5 km',
            description: 'Старт в 22:00 с налобными фонарями. Все билеты проданы.', descriptionEn: 'The start is at 10 pm, with head torches. All tickets are sold.',
            price: 3990,
            kinds: athletes(400, 0),
            startOffsetMinutes: 720,
          },
          {
            id: 'f-rl-msk-light',
            title: 'Лайт 3 км', titleEn: 'Light 3 km',
            description: 'Облегчённая трасса без обязательных препятствий. Футболки для этого формата закончились.', descriptionEn: 'An easier course with no mandatory obstacles. The T-shirts for this race have run out.',
            price: 2490,
            kinds: athletes(800, 519),
            withShirt: true,
            shirtUnavailable: true,
          },
          {
            id: 'f-rl-msk-partner',
            title: 'Партнёрский старт', titleEn: 'Partner start',
            description: 'Формат для сотрудников партнёров, продаётся по ссылке.', descriptionEn: 'For our partners’ staff, sold by link only.',
            price: 2500,
            kinds: athletes(200, 200),
            hidden: true,
          },
        ],
      },
      {
        id: 'ec-rubezh-leto-spb',
        city: cityIds.petersburg,
        address: 'Санкт-Петербург, Приморский парк Победы, Крестовский остров', addressEn: 'Saint Petersburg, Primorsky Victory Park, Krestovsky Island',
        days: 54,
        shirts: standardShirts,
        formats: seasonFormats('f-rl-spb', 902),
      },
      {
        id: 'ec-rubezh-leto-kzn',
        city: cityIds.kazan,
        address: 'Казань, Лагерь «Рубеж», ул. Центральная, 1 (посёлок Нагорный)', addressEn: 'Kazan, Frontier Camp, 1 Tsentralnaya Street (Nagorny village)',
        days: 68,
        shirts: standardShirts,
        formats: seasonFormats('f-rl-kzn', 1201),
      },
      {
        id: 'ec-rubezh-leto-ekb',
        city: cityIds.yekaterinburg,
        address: 'Екатеринбург, горнолыжный комплекс «Уктус», ул. Зимняя, 27', addressEn: 'Yekaterinburg, Uktus ski resort, 27 Zimnyaya Street',
        days: 82,
        shirts: standardShirts,
        formats: seasonFormats('f-rl-ekb', 1330),
      },
      {
        id: 'ec-rubezh-leto-nsk',
        city: cityIds.novosibirsk,
        address: 'Новосибирск, парк «Заельцовский», Парковая ул., 88', addressEn: 'Novosibirsk, Zaeltsovsky Park, 88 Parkovaya Street',
        days: 96,
        shirts: standardShirts,
        formats: seasonFormats('f-rl-nsk', 1411),
      },
    ],
  },
  {
    id: 'ev-gorod-kazan',
    type: 'et-gorod',
    title: 'Город бежит. Казань', titleEn: 'The City Runs: Kazan',
    description: 'Забег по центру Казани: старт у Кремля, трасса вдоль Казанки и по улице Баумана.', descriptionEn: 'A race through the centre of Kazan: the start by the Kremlin, the course along the Kazanka river and down Bauman Street.',
    slider: true,
    cities: [
      {
        id: 'ec-gorod-kazan',
        city: cityIds.kazan,
        address: 'Казань, Кремлёвская набережная, старт у Центра семьи «Казан»', addressEn: 'Kazan, Kremlin Embankment, the start by the Kazan Family Centre',
        days: 30,
        hour: 8,
        shirts: { XS: 20, S: 60, M: 90, L: 80, XL: 40, XXL: 10 },
        formats: [
          { id: 'f-gk-5', title: '5 км', titleEn: '5 km', price: 1500, kinds: athletes(3000, 2112), insurance: true, withShirt: true },
          { id: 'f-gk-10', title: '10 км', titleEn: '10 km', price: 2200, kinds: athletes(3000, 1870), insurance: true, withShirt: true },
          {
            id: 'f-gk-21',
            title: 'Полумарафон 21,1 км', titleEn: 'Half marathon 21.1 km',
            price: 3200,
            kinds: athletes(2000, 944),
            ageMin: 18,
            insurance: true,
            withShirt: true,
            numbers: [1001, 3000],
          },
        ],
      },
    ],
  },
  {
    id: 'ev-tropa-sochi',
    type: 'et-tropa',
    title: 'Дикая тропа. Красная Поляна', titleEn: 'Wild Trail: Krasnaya Polyana',
    description: 'Трейл в горах над Красной Поляной: 12 и 25 км по хребту Аибга и вертикальный километр.', descriptionEn: 'A mountain trail above Krasnaya Polyana: 12 and 25 km along the Aibga ridge, and a vertical kilometre.',
    cities: [
      {
        id: 'ec-tropa-sochi',
        city: cityIds.sochi,
        address: 'Сочи, Эстосадок, курорт «Горки Город», площадь у нижней станции канатной дороги', addressEn: 'Sochi, Esto-Sadok, Gorki Gorod resort, the square by the lower cable car station',
        days: 60,
        hour: 7,
        formats: [
          { id: 'f-ts-12', title: 'Трейл 12 км', titleEn: 'Trail 12 km', price: 3900, kinds: athletes(600, 342), insurance: true },
          {
            id: 'f-ts-25',
            title: 'Трейл 25 км', titleEn: 'Trail 25 km',
            price: 5400,
            kinds: athletes(400, 177),
            ageMin: 18,
            licenseFile: true,
            additionalFields: [
              { name: 'itra_points', label: 'Баллы ITRA (если есть)', label_en: 'ITRA points (if any)', required: false },
              emergencyContact,
            ],
            preregistration: true,
            insurance: true,
          },
          { id: 'f-ts-vk', title: 'Вертикальный километр', titleEn: 'Vertical kilometre', price: 2900, kinds: athletes(200, 96), ageMin: 16 },
        ],
      },
    ],
  },
  {
    id: 'ev-kids-moscow',
    type: 'et-kids',
    title: 'Рубеж. Дети — Москва', titleEn: 'Frontier Kids: Moscow',
    description: 'Детская гонка с препятствиями: мягкие стены, тоннели и сетки. Родители — в зоне болельщиков.', descriptionEn: 'An obstacle race for kids: soft walls, tunnels and nets. Parents cheer from the supporters’ zone.',
    cities: [
      {
        id: 'ec-kids-moscow',
        city: cityIds.moscow,
        address: 'Москва, Парк Патриот, детская площадка фестиваля', addressEn: 'Moscow, Patriot Park, the festival’s children’s area',
        days: 41,
        formats: [
          {
            id: 'f-kd-small',
            title: 'Малыши 1 км (6–9 лет)', titleEn: 'Little ones 1 km (ages 6–9)',
            price: 1200,
            kinds: athletes(600, 388),
            ageMin: 6,
            ageMax: 9,
            buyLimit: 4,
            preregistration: true,
          },
          {
            id: 'f-kd-junior',
            title: 'Юниоры 3 км (10–14 лет)', titleEn: 'Juniors 3 km (ages 10–14)',
            price: 1500,
            kinds: athletes(600, 402),
            ageMin: 10,
            ageMax: 14,
            buyLimit: 4,
            preregistration: true,
            insurance: true,
          },
        ],
      },
    ],
  },
  {
    id: 'ev-night-spb',
    type: 'et-night',
    title: 'Ночной пульс. Белые ночи', titleEn: 'Night Pulse: White Nights',
    description: 'Ночной забег по набережным Петербурга под разведённые мосты.', descriptionEn: 'A night run along the St Petersburg embankments as the bridges open.',
    slider: true,
    cities: [
      {
        id: 'ec-night-spb',
        city: cityIds.petersburg,
        address: 'Санкт-Петербург, Дворцовая набережная, старт у Эрмитажа', addressEn: 'Saint Petersburg, Palace Embankment, the start by the Hermitage',
        days: 75,
        hour: 23,
        shirts: { S: 50, M: 80, L: 70, XL: 30 },
        formats: [
          { id: 'f-np-5', title: 'Ночные 5 км', titleEn: 'Night 5 km', price: 1900, kinds: athletes(2000, 1220), withShirt: true },
          { id: 'f-np-10', title: 'Ночные 10 км', titleEn: 'Night 10 km', price: 2600, kinds: athletes(2000, 1105), withShirt: true, insurance: true },
        ],
      },
    ],
  },
  {
    id: 'ev-rubezh-cup',
    type: 'et-rubezh',
    title: 'Стальной рубеж. Командный кубок', titleEn: 'Steel Frontier: Team Cup',
    description: 'Финал сезона для команд: четвёрки проходят трассу 8 км, на трибунах — болельщики с местами.', descriptionEn: 'The season final for teams: teams of four take on an 8 km course, with seated supporters in the stands.',
    cities: [
      {
        id: 'ec-rubezh-cup-ekb',
        city: cityIds.yekaterinburg,
        address: 'Екатеринбург, Центральный стадион, ул. Репина, 5', addressEn: 'Yekaterinburg, Central Stadium, 5 Repina Street',
        days: 120,
        formats: [
          {
            id: 'f-rc-team4',
            title: 'Команда 4 человека', titleEn: 'Team of 4',
            description: 'Четверо, одна трасса, общий финиш. Цена за одного участника.', descriptionEn: 'Four runners, one course, one finish. The price is per participant.',
            price: 2790,
            kinds: athletes(400, 212),
            maxCount: 4,
            minCount: 4,
            team: { all: true, fixed: true },
            insurance: true,
          },
          {
            id: 'f-rc-tribune',
            title: 'Трибуна болельщиков', titleEn: 'Spectator stand',
            description: 'Место на трибуне у финиша. Место держится в корзине 10 минут.', descriptionEn: 'A seat in the stand by the finish. The seat is held in your basket for 10 minutes.',
            price: 900,
            kinds: [{ kind: 'spectator', title: 'Зритель', total: 180, left: 165 }],
            buyLimit: 6,
            space: 'sp-rc-tribune',
          },
        ],
      },
    ],
  },
  {
    id: 'ev-volunteers',
    type: 'et-rubezh',
    title: 'Стальной рубеж. Сбор волонтёров', titleEn: 'Steel Frontier: Volunteer Briefing',
    description: 'Для волонтёров сезона: инструктаж, форма и распределение по зонам трассы.', descriptionEn: 'For the season’s volunteers: the briefing, the kit and your place on the course.',
    volunteerOnly: true,
    cities: [
      {
        id: 'ec-volunteers-msk',
        city: cityIds.moscow,
        address: 'Москва, Лужнецкая наб., 24, стр. 1', addressEn: 'Moscow, 24 Luzhnetskaya Embankment, building 1',
        days: 20,
        hour: 18,
        formats: [{ id: 'f-vol-msk', title: 'Волонтёр', titleEn: 'Volunteer', price: 0, kinds: [{ kind: 'volunteer', title: 'Волонтёр', total: 150, left: 97 }], qr: true }],
      },
    ],
  },
  // ── past events, with results ──
  {
    id: 'ev-gorod-moscow',
    type: 'et-gorod',
    title: 'Город бежит. Москва', titleEn: 'The City Runs: Moscow',
    description: 'Весенний забег по Садовому кольцу и набережным Москвы-реки.', descriptionEn: 'A spring run along the Garden Ring and the Moskva river embankments.',
    cities: [
      {
        id: 'ec-gorod-moscow',
        city: cityIds.moscow,
        address: 'Москва, Лужники, Лужнецкая наб., 24', addressEn: 'Moscow, Luzhniki, 24 Luzhnetskaya Embankment',
        days: -35,
        hour: 8,
        formats: [
          { id: 'f-gm-10', title: '10 км', titleEn: '10 km', price: 2200, kinds: athletes(5000, 312) },
          { id: 'f-gm-21', title: 'Полумарафон 21,1 км', titleEn: 'Half marathon 21.1 km', price: 3200, kinds: athletes(3000, 140) },
        ],
      },
    ],
  },
  {
    id: 'ev-rubezh-vesna',
    type: 'et-rubezh',
    title: 'Стальной рубеж. Весенний старт', titleEn: 'Steel Frontier: Spring Opener',
    description: 'Открытие сезона: первая грязь, ледяная вода и 30 препятствий.', descriptionEn: 'The season opener: the first mud, icy water and 30 obstacles.',
    cities: [
      {
        id: 'ec-rubezh-vesna-spb',
        city: cityIds.petersburg,
        address: 'Санкт-Петербург, Сосновка, Светлановский пр.', addressEn: 'Saint Petersburg, Sosnovka Park, Svetlanovsky Avenue',
        days: -70,
        formats: [
          { id: 'f-rv-spb-sprint', title: 'Спринт 5 км', titleEn: 'Sprint 5 km', price: 2990, kinds: athletes(1200, 88) },
          { id: 'f-rv-spb-elite', title: 'Элита 12 км', titleEn: 'Elite 12 km', price: 5490, kinds: athletes(300, 12) },
        ],
      },
      {
        id: 'ec-rubezh-vesna-nsk',
        city: cityIds.novosibirsk,
        address: 'Новосибирск, Бугринская роща', addressEn: 'Novosibirsk, Bugrinskaya Grove',
        days: -63,
        formats: [{ id: 'f-rv-nsk-sprint', title: 'Спринт 5 км', titleEn: 'Sprint 5 km', price: 2990, kinds: athletes(900, 41) }],
      },
    ],
  },
];

/** The tribune of the team cup: three sectors of five rows of twelve places. */
const tribune = { id: 'sp-rc-tribune', eventCity: 'ec-rubezh-cup-ekb', sectors: ['A', 'B', 'C'], rows: 5, places: 12 };

function eventTypeRows(): Row[] {
  return eventTypes.map((type, index) => ({
    public_id: type.id,
    title: type.title,
    title_en: type.titleEn,
    description: type.description,
    description_en: type.descriptionEn,
    logo: pictureUrl(`logo-${type.id}`),
    video_promo: null,
    project_link: type.project === null ? null : `/event/${type.project}`,
    project_picture_main: type.project === null ? null : pictureUrl(`project-${type.id}`),
    sort: index,
  }));
}

function brandOf(event: EventSeed): Brand {
  const type = eventTypes.find((candidate) => candidate.id === event.type);
  if (type === undefined) throw new Error(`unknown event type ${event.type}`);
  return type.brand;
}

function eventRows(): Row[] {
  return events.map((event, index) => {
    const palette = palettes[brandOf(event)];
    return {
      public_id: event.id,
      event_type_id: event.type,
      title: event.title,
      title_en: event.titleEn,
      description: event.description,
      description_en: event.descriptionEn,
      external_url: null,
      slider: event.slider ?? false,
      banners: json({
        home_page: {
          desktop_picture: pictureUrl(`event-${event.id}-desktop`),
          mobile_picture: pictureUrl(`event-${event.id}-mobile`),
          text_color: palette.ink,
          slider_logo: pictureUrl(`logo-${event.type}`),
          button_color: palette.accent,
        },
        landing_page: {
          slider_logo: pictureUrl(`logo-${event.type}`),
          button_color: palette.accent,
          mobile_picture: pictureUrl(`event-${event.id}-mobile`),
        },
      }),
      volunteer_only: event.volunteerOnly ?? false,
      hidden: false,
      sort: index,
    };
  });
}

const allCities = events.flatMap((event) => event.cities.map((city) => ({ event, city })));

function formatRow(now: Date, city: CitySeed, format: FormatSeed, sort: number): Row {
  const timezone = timezoneOf(city.city);
  const start = daysFrom(now, city.days, city.hour ?? 10, utcOffsets[timezone] ?? 3);
  const team = format.team;
  return {
    public_id: format.id,
    event_city_id: city.id,
    title: format.title,
    title_en: format.titleEn,
    description: format.description ?? '',
    description_en: format.descriptionEn ?? null,
    price: format.price,
    start_time:
      format.startOffsetMinutes === undefined
        ? null
        : new Date(Date.parse(start) + format.startOffsetMinutes * 60_000).toISOString(),
    max_count: format.maxCount ?? 1,
    min_count: format.minCount ?? 1,
    buy_limit: format.buyLimit ?? null,
    age_min: format.ageMin ?? null,
    age_max: format.ageMax ?? null,
    preregistration: format.preregistration ?? false,
    region_ids: format.regions ?? [],
    clusters: json(format.clusters ?? []),
    place_select: format.select === undefined ? null : json(format.select),
    additional_fields: json(format.additionalFields ?? []),
    license_file: format.licenseFile ?? false,
    is_team: team !== undefined,
    team_all: team?.all ?? false,
    fixed_count: team?.fixed ?? true,
    qr: format.qr ?? true,
    insurance_available: format.insurance ?? false,
    hidden: format.hidden ?? false,
    with_shirt: format.withShirt ?? false,
    shirt_unavailable: format.shirtUnavailable ?? false,
    old_price: format.oldPrice ?? null,
    notes: format.licenseFile === true ? 'Понадобится медицинская справка о допуске к соревнованиям.' : null,
    notes_en: format.licenseFile === true ? 'You will need a medical certificate clearing you to compete.' : null,
    space_id: format.space ?? null,
    number_first: format.numbers?.[0] ?? null,
    number_last: format.numbers?.[1] ?? null,
    sort,
  };
}

/** Insurance products each insured format offers (the insurance area owns the products). */
export const insuredFormatIds = (): string[] =>
  allCities.flatMap(({ city }) => city.formats.filter((format) => format.insurance === true).map((format) => format.id));

/** The event cities that have already taken place (the results area adds their results). */
export const pastEventCities = (): { id: string; eventId: string; title: string; formats: string[] }[] =>
  allCities
    .filter(({ city }) => city.days < 0)
    .map(({ event, city }) => ({ id: city.id, eventId: event.id, title: event.title, formats: city.formats.map((f) => f.title) }));

/** Event types, events, event cities, formats and their stock, sales, teams and seating. */
export function eventsPart(now: Date): DemoPart {
  const eventCityRows: Row[] = allCities.map(({ city }) => {
    const timezone = timezoneOf(city.city);
    return {
      public_id: city.id,
      event_id: allCities.find((entry) => entry.city === city)?.event.id ?? '',
      city_id: city.city,
      address: city.address,
      address_en: city.addressEn,
      start_time: daysFrom(now, city.days, city.hour ?? 10, utcOffsets[timezone] ?? 3),
      timezone,
    };
  });
  const formatRows = allCities.flatMap(({ city }) => city.formats.map((format, index) => formatRow(now, city, format, index)));
  const kindRows = allCities.flatMap(({ city }) =>
    city.formats.flatMap((format) =>
      (format.kinds ?? athletes(100, 100)).map((kind, index) => ({
        format_id: format.id,
        kind: kind.kind,
        title: kind.title,
        tickets_total: kind.total,
        tickets_left: kind.left,
        sort: index,
      })),
    ),
  );
  const shirtRows = allCities.flatMap(({ city }) =>
    Object.entries(city.shirts ?? {}).map(([name, count], index) => ({
      public_id: `${city.id}-shirt-${name.toLowerCase()}`,
      event_city_id: city.id,
      name,
      count,
      sort: index,
    })),
  );
  const sprintIds = formatRows.map((row) => String(row['public_id'])).filter((id) => /^f-rl-[a-z]+-sprint$/.test(id));
  const spaceRows: Row[] = [
    { public_id: tribune.id, event_city_id: tribune.eventCity, title: 'Трибуна у финиша', title_en: 'The stand by the finish', picture: pictureUrl('space-sp-rc-tribune') },
  ];
  const spaceMapRows: Row[] = [
    { public_id: `${tribune.id}-map`, space_id: tribune.id, title: 'Схема трибуны', title_en: 'Seating plan of the stand', picture: pictureUrl('space-sp-rc-tribune'), sort: 0 },
  ];
  const placeRows: Row[] = tribune.sectors.flatMap((sector, sectorIndex) =>
    Array.from({ length: tribune.rows }, (_row, rowIndex) =>
      Array.from({ length: tribune.places }, (_place, placeIndex) => ({
        public_id: `${tribune.id}-${sector}-${rowIndex + 1}-${placeIndex + 1}`,
        space_id: tribune.id,
        sector,
        row_number: rowIndex + 1,
        place: placeIndex + 1,
        price: rowIndex === 0 ? 1200 : null,
        // the first row is taken in part: 5 seats in A, 10 in B (165 of 180 left, as the kind says)
        booked: rowIndex === 0 && placeIndex < (sectorIndex === 0 ? 5 : sectorIndex === 1 ? 10 : 0),
      })),
    ).flat(),
  );
  const bookedNumbers = [1, 2, 3, 7, 10, 13, 42, 77, 100, 101, 150, 222];
  const bookedRows: Row[] = ['f-rl-msk-elite', 'f-gk-21'].flatMap((format) =>
    bookedNumbers.map((number) => ({
      format_id: format,
      number: format === 'f-gk-21' ? 1000 + number : number,
      user_public_id: null,
      booked_at: daysFrom(now, -3),
    })),
  );

  const pictures: [string, string][] = [];
  for (const type of eventTypes) {
    const palette = palettes[type.brand];
    pictures.push([`logo-${type.id}.svg`, logoArtwork(type.title, palette)]);
    if (type.project !== null) {
      pictures.push([`project-${type.id}.svg`, eventDesktopArtwork(type.title, 'Принять участие', palette)]);
    }
  }
  for (const event of events) {
    const palette = palettes[brandOf(event)];
    const subtitle = event.cities.length > 1 ? 'В городах России' : event.cities[0]?.address.split(',')[0] ?? '';
    pictures.push([`event-${event.id}-desktop.svg`, eventDesktopArtwork(event.title, subtitle, palette)]);
    pictures.push([`event-${event.id}-mobile.svg`, eventMobileArtwork(event.title, subtitle, palette)]);
  }
  pictures.push(['space-sp-rc-tribune.svg', spaceMapArtwork('Трибуна у финиша', tribune.sectors.map((s) => `Сектор ${s}`), palettes.rubezh)]);

  return {
    tables: [
      ['event_type', eventTypeRows()],
      ['event', eventRows()],
      ['event_city', eventCityRows],
      ['space', spaceRows],
      ['space_map', spaceMapRows],
      ['space_place', placeRows],
      ['event_format', formatRows],
      ['format_ticket_kind', kindRows],
      ['shirt_size', shirtRows],
      ['booked_number', bookedRows],
      [
        'sale',
        [
          {
            public_id: 'sale-rubezh-three',
            active: true,
            start_date: daysFrom(now, -10, 0),
            end_date: daysFrom(now, 30, 23),
            discount: 10,
            discount_form: 'percent',
            count: 3,
          },
        ],
      ],
      ['sale_format', sprintIds.map((format) => ({ sale_id: 'sale-rubezh-three', format_id: format }))],
      [
        'team',
        [
          { public_id: 'team-rl-msk-1', format_id: 'f-rl-msk-team5', title: 'Железные лоси', number: 1, members: 5, created_at: daysFrom(now, -12) },
          { public_id: 'team-rl-msk-2', format_id: 'f-rl-msk-team5', title: 'Грязные носки', number: 2, members: 3, created_at: daysFrom(now, -6) },
          { public_id: 'team-rl-msk-3', format_id: 'f-rl-msk-corp', title: 'Отдел продаж бежит', number: 1, members: 7, created_at: daysFrom(now, -4) },
        ],
      ],
    ],
    pictures,
  };
}
