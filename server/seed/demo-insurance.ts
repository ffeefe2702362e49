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
    title: 'Страхование от несчастного случая на старте',
    subtitle: 'Действует в день старта с момента выдачи стартового пакета до финиша',
    description:
      'Покрывает травмы, полученные на трассе и в стартовом городке: переломы, вывихи, растяжения, сотрясение. Выплата до 200 000 ₽ по таблице страховых сумм.',
    footnote: 'Страхователь — участник от 5 до 86 лет на дату старта. Полис придёт на e-mail после оплаты.',
    validity_time: 86_400,
  },
  {
    public_id: 'ins-extended',
    name: 'Расширенная страховка',
    title: 'Расширенное страхование на время поездки на старт',
    subtitle: 'Трое суток: дорога на старт, гонка и обратный путь',
    description:
      'Кроме травм на трассе покрывает несчастные случаи в дороге и экстренную медицинскую помощь. Выплата до 300 000 ₽.',
    footnote: 'Возраст застрахованного от 5 до 86 лет на дату старта. Не покрывает хронические заболевания.',
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
