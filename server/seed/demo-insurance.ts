/**
 * Insurance products (account.md §2 "Insurance purchase popup": name, title, subtitle,
 * description, footnote, legals link, price 200 ₽) and the formats they can be attached to.
 */
import { goodsArtwork } from './artwork/goods-artwork.ts';
import { pictureUrl } from './artwork/svg.ts';
import type { DemoPart } from './demo-part.ts';
import type { Row } from './insert-rows.ts';

const palette = { base: '#e8f1ff', shape: '#1d4ed8', accent: '#22c55e', ink: '#0f172a' };

const products = [
  {
    public_id: 'ins-start',
    name: 'Страховка участника',
    name_en: 'Participant insurance',
    title: 'Страхование от несчастного случая на старте',
    title_en: 'Accident insurance for race day',
    subtitle: 'Действует в день старта с момента выдачи стартового пакета до финиша',
    subtitle_en: 'Valid on race day, from the moment you collect your race pack until you finish',
    description:
      'Покрывает травмы, полученные на трассе и в стартовом городке: переломы, вывихи, растяжения, сотрясение. Выплата до 200 000 ₽ по таблице страховых сумм.',
    description_en:
      'Covers injuries on the course and in the race village: fractures, dislocations, sprains and concussion. Pays up to 200,000 RUB according to the table of insured sums.',
    footnote: 'Страхователь — участник от 5 до 86 лет на дату старта. Полис придёт на e-mail после оплаты.',
    footnote_en: 'For participants aged 5 to 86 on race day. The policy is e-mailed to you after payment.',
    validity_time: 86_400,
  },
  {
    public_id: 'ins-extended',
    name: 'Расширенная страховка',
    name_en: 'Extended insurance',
    title: 'Расширенное страхование на время поездки на старт',
    title_en: 'Extended insurance for your trip to the race',
    subtitle: 'Трое суток: дорога на старт, гонка и обратный путь',
    subtitle_en: 'Three days: the journey to the race, the race and the way home',
    description:
      'Кроме травм на трассе покрывает несчастные случаи в дороге и экстренную медицинскую помощь. Выплата до 300 000 ₽.',
    description_en:
      'Besides injuries on the course, covers accidents while travelling and emergency medical care. Pays up to 300,000 RUB.',
    footnote: 'Возраст застрахованного от 5 до 86 лет на дату старта. Не покрывает хронические заболевания.',
    footnote_en: 'The insured person must be 5 to 86 years old on race day. Chronic conditions are not covered.',
    validity_time: 3 * 86_400,
  },
];

/** Insurance products (200 ₽ each) linked to every format with insurance_available. */
export function insurancePart(insuredFormats: readonly string[]): DemoPart {
  const rows: Row[] = products.map((product, index) => ({
    ...product,
    legals: '/api/files/document/insurance',
    logo: pictureUrl('insurance-logo'),
    price: 200,
    active: true,
    sort: index,
  }));
  const links: Row[] = insuredFormats.flatMap((format) => [
    { insurance_id: 'ins-start', format_id: format },
    // the extended product only where travel is long: the summer season outside Moscow
    ...(/^f-rl-(spb|kzn|ekb|nsk)-/.test(format) || format.startsWith('f-ts-') ? [{ insurance_id: 'ins-extended', format_id: format }] : []),
  ]);
  return {
    tables: [
      ['insurance', rows],
      ['insurance_format', links],
    ],
    pictures: [['insurance-logo.svg', goodsArtwork('certificate', 'Страховка', palette)]],
  };
}
