/** News of the organiser, newest first, dated relative to the seeding moment. */
import { newsArtwork } from './artwork/goods-artwork.ts';
import { pictureUrl, type Palette } from './artwork/svg.ts';
import { daysFrom, type DemoPart } from './demo-part.ts';

const palette: Palette = { base: '#1f2a1d', shape: '#3d5a2a', accent: '#ff7a00', ink: '#ffffff' };
const blue: Palette = { base: '#0b3c8c', shape: '#1f64d6', accent: '#ffd400', ink: '#ffffff' };

const items = [
  {
    id: 'news-season-open',
    days: -2,
    title: 'Открыта регистрация на летний сезон «Стального рубежа»',
    preview: 'Пять городов, новые препятствия и командный кубок в финале сезона.',
    text: [
      'Летний сезон «Стального рубежа» пройдёт в Москве, Санкт-Петербурге, Казани, Екатеринбурге и Новосибирске. В каждом городе — спринт на 5 км, элитный зачёт на 12 км и командный формат для пятёрок.',
      'В Москве добавили «Хардкор 20 км» с ночёвкой в лагере и ночной спринт с налобными фонарями. Количество мест ограничено, а первые слоты традиционно раскупают за несколько недель до старта.',
      'Покупая три билета и больше на спринт, вы получаете скидку 10 % — акция действует месяц.',
    ],
    en: {
      title: 'Registration is open for the Steel Frontier summer season',
      preview: 'Five cities, new obstacles and a team cup as the season final.',
      text: [
        'The Steel Frontier summer season comes to Moscow, Saint Petersburg, Kazan, Yekaterinburg and Novosibirsk. Every city has a 5 km sprint, a 12 km elite race and a team race for teams of five.',
        'In Moscow we have added Hardcore 20 km with a night at the camp, and a night sprint with head torches. Places are limited, and the first start slots usually sell out weeks before race day.',
        'Buy three or more sprint tickets and get 10% off: the offer runs for a month.',
      ],
    },
    palette,
  },
  {
    id: 'news-kazan-route',
    days: -5,
    title: '«Город бежит. Казань»: утверждена трасса',
    preview: 'Старт у Кремля, разворот у моста Миллениум и финиш на набережной Казанки.',
    text: [
      'Трасса забега «Город бежит. Казань» сертифицирована: дистанции 5 и 10 км проходят по Кремлёвской набережной, полумарафон — до моста Миллениум и обратно по улице Баумана.',
      'На дистанции будут четыре пункта питания, а на финише каждого участника ждёт медаль финишёра.',
    ],
    en: {
      title: 'The City Runs: Kazan — the course is approved',
      preview: 'The start by the Kremlin, the turn at the Millennium Bridge and the finish on the Kazanka embankment.',
      text: [
        'The course of The City Runs: Kazan is certified: the 5 and 10 km races follow the Kremlin Embankment, and the half marathon runs to the Millennium Bridge and back along Bauman Street.',
        'There will be four aid stations on the course, and a finisher medal waits for every runner at the finish.',
      ],
    },
    palette: blue,
  },
  {
    id: 'news-insurance',
    days: -9,
    title: 'Страховка участника теперь оформляется в корзине',
    preview: 'Полис от несчастного случая за 200 ₽ можно добавить к любому билету.',
    text: [
      'К билетам на большинство стартов можно добавить страховку участника прямо в корзине. Стоимость — 200 ₽, полис приходит на e-mail сразу после оплаты.',
      'Страховка действует в день старта и покрывает травмы на трассе и в стартовом городке. Возраст застрахованного — от 5 до 86 лет.',
    ],
    en: {
      title: 'Participant insurance can now be added in the basket',
      preview: 'Accident cover for 200 RUB can be added to any ticket.',
      text: [
        'You can now add participant insurance to tickets for most races right in the basket. It costs 200 RUB, and the policy is e-mailed to you as soon as you pay.',
        'The insurance is valid on race day and covers injuries on the course and in the race village. The insured person must be 5 to 86 years old.',
      ],
    },
    palette: blue,
  },
  {
    id: 'news-kids',
    days: -14,
    title: '«Рубеж. Дети» возвращается в Москву',
    preview: 'Забеги на 1 и 3 км с безопасными препятствиями для ребят от 6 до 14 лет.',
    text: [
      'Детская гонка пройдёт на следующий день после взрослого старта в Парке Патриот. Для малышей 6–9 лет — 1 км, для юниоров 10–14 лет — 3 км.',
      'Каждый финишёр получит медаль, а родители смогут пройти трассу рядом с ребёнком вне зачёта.',
    ],
    en: {
      title: 'Frontier Kids returns to Moscow',
      preview: '1 and 3 km races with safe obstacles for ages 6 to 14.',
      text: [
        'The kids’ race takes place the day after the adult race at Patriot Park. Little ones aged 6–9 run 1 km, juniors aged 10–14 run 3 km.',
        'Every finisher gets a medal, and parents may run the course next to their child outside the competition.',
      ],
    },
    palette,
  },
  {
    id: 'news-results-spring',
    days: -60,
    title: 'Итоги «Весеннего старта»: результаты опубликованы',
    preview: 'Протоколы Санкт-Петербурга и Новосибирска доступны в разделе «Результаты».',
    text: [
      'Опубликованы протоколы «Весеннего старта» в Санкт-Петербурге и Новосибирске. В разделе результатов можно найти себя по фамилии, посмотреть место в абсолютном зачёте, среди мужчин или женщин и в своей возрастной группе.',
      'Штрафы за пропущенные препятствия учтены в итоговом времени.',
    ],
    en: {
      title: 'Spring Opener: the results are out',
      preview: 'The Saint Petersburg and Novosibirsk results are in the Results section.',
      text: [
        'The Spring Opener results for Saint Petersburg and Novosibirsk are published. In the Results section you can find yourself by surname and see your overall place, your place among men or women and in your age group.',
        'Penalties for skipped obstacles are included in the final times.',
      ],
    },
    palette,
  },
  {
    id: 'news-clubs',
    days: -21,
    title: 'Клубы: загружайте свои тренировки и соревнуйтесь внутри клуба',
    preview: 'В клубах появились соревнования: загрузите результат и посмотрите, кто быстрее.',
    text: [
      'Вступайте в клуб своего города и загружайте результаты тренировок и стартов. Результаты участников собираются в таблицу соревнований клуба.',
    ],
    en: {
      title: 'Clubs: upload your training and compete within your club',
      preview: 'Clubs now have competitions: upload a result and see who is faster.',
      text: [
        'Join the club of your city and upload the results of your training runs and races. Members’ results are collected in the club’s competition table.',
      ],
    },
    palette: blue,
  },
  {
    id: 'news-night',
    days: -28,
    title: '«Ночной пульс» пройдёт в белые ночи',
    preview: 'Старт в 23:00 у Эрмитажа, финиш — под разводку Дворцового моста.',
    text: [
      'Ночной забег по набережным Петербурга состоится в сезон белых ночей. Дистанции 5 и 10 км, светоотражающие номера и музыка на трассе.',
    ],
    en: {
      title: 'Night Pulse runs during the White Nights',
      preview: 'The start is at 11 pm by the Hermitage, and the finish is timed to the opening of the Palace Bridge.',
      text: [
        'The night run along the Saint Petersburg embankments takes place during the White Nights season. The distances are 5 and 10 km, with reflective race numbers and music on the course.',
      ],
    },
    palette,
  },
  {
    id: 'news-merch',
    days: -33,
    title: 'Новая коллекция одежды в магазине',
    preview: 'Худи, футболки и аксессуары «Стального рубежа» и «Ночного пульса».',
    text: [
      'В магазине появилась новая коллекция: худи с начёсом, женские футболки приталенного кроя, светоотражающие футболки для ночных забегов и медальницы.',
      'Доставка по Москве — от 290 ₽, бесплатно при заказе от 5 000 ₽.',
    ],
    en: {
      title: 'A new clothing collection in the shop',
      preview: 'Hoodies, T-shirts and accessories from Steel Frontier and Night Pulse.',
      text: [
        'There is a new collection in the shop: fleece hoodies, fitted women’s T-shirts, reflective T-shirts for night races and medal hangers.',
        'Delivery in Moscow costs from 290 RUB and is free for orders from 5,000 RUB.',
      ],
    },
    palette: blue,
  },
];

/** News items with covers. */
export function newsPart(now: Date): DemoPart {
  return {
    tables: [
      [
        'news',
        items.map((item) => ({
          public_id: item.id,
          title: item.title,
          title_en: item.en.title,
          date: daysFrom(now, item.days, 12),
          picture: pictureUrl(`news-${item.id}`),
          preview: item.preview,
          preview_en: item.en.preview,
          text: item.text.join('\n\n'),
          text_en: item.en.text.join('\n\n'),
        })),
      ],
    ],
    pictures: items.map((item): [string, string] => [`news-${item.id}.svg`, newsArtwork(item.title, item.palette)]),
  };
}
