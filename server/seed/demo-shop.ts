/**
 * The shop: categories, goods with sizes and stock (one glove size out of stock), gift
 * certificates, the goods offered with each event city's tickets, and the banners of the
 * basket's external-shop carousel. Every link and picture stays on this server.
 */
import { goodsArtwork, shopBannerArtwork, type GoodsShape } from './artwork/goods-artwork.ts';
import { pictureUrl, type Palette } from './artwork/svg.ts';
import type { DemoPart } from './demo-part.ts';
import type { Row } from './insert-rows.ts';

const colours = {
  rubezh: { base: '#1f2a1d', shape: '#3d5a2a', accent: '#ff7a00', ink: '#ffffff' },
  rubezhLight: { base: '#f3efe6', shape: '#1f2a1d', accent: '#ff7a00', ink: '#1f2a1d' },
  gorod: { base: '#e9f0ff', shape: '#1f64d6', accent: '#ffd400', ink: '#0b3c8c' },
  tropa: { base: '#f4ede4', shape: '#6b4a2b', accent: '#9be15d', ink: '#2e1f14' },
  night: { base: '#140c2e', shape: '#3a1f7a', accent: '#00e5ff', ink: '#ffffff' },
  kids: { base: '#fff4cc', shape: '#ff8a3d', accent: '#2b59ff', ink: '#1b1b1b' },
  gift: { base: '#101820', shape: '#f2aa4c', accent: '#ffffff', ink: '#101820' },
} satisfies Record<string, Palette>;

const categories = [
  { public_id: 'cat-tshirts', slug: 'tshirts', title: 'Футболки и лонгсливы', title_en: 'T-shirts and long sleeves' },
  { public_id: 'cat-hoodies', slug: 'hoodies', title: 'Худи и свитшоты', title_en: 'Hoodies and sweatshirts' },
  { public_id: 'cat-accessories', slug: 'accessories', title: 'Аксессуары', title_en: 'Accessories' },
  { public_id: 'cat-gear', slug: 'gear', title: 'Снаряжение', title_en: 'Gear' },
  { public_id: 'cat-certificates', slug: 'certificates', title: 'Подарочные сертификаты', title_en: 'Gift certificates' },
];

const adult = { XS: 15, S: 40, M: 60, L: 55, XL: 30, XXL: 12 };

interface ProductSeed {
  readonly id: string;
  readonly category: string;
  readonly title: string;
  readonly titleEn: string;
  readonly description: string;
  readonly descriptionEn: string;
  readonly price: number;
  readonly oldPrice?: number;
  readonly gender?: 'male' | 'female' | 'unisex';
  readonly group: string;
  readonly groupEn: string;
  readonly subgroup: string;
  readonly subgroupEn: string;
  readonly shape: GoodsShape;
  readonly palette: Palette;
  readonly sizes?: Readonly<Record<string, number>>;
  readonly stock?: number;
  readonly hero?: 'preview' | 'full';
  readonly basketOffer?: boolean;
  readonly certificate?: boolean;
}

const goods: readonly ProductSeed[] = [
  { id: 'p-tee-rubezh-black', category: 'cat-tshirts', title: 'Футболка «Стальной рубеж» чёрная', titleEn: 'Steel Frontier T-shirt, black', description: 'Хлопок с эластаном, плотный принт с эмблемой рубежа на груди и картой трассы на спине.', descriptionEn: 'Cotton with elastane, a dense print with the frontier emblem on the chest and the course map on the back.', price: 1990, oldPrice: 2490, group: 'Одежда', groupEn: 'Clothing', subgroup: 'Футболки', subgroupEn: 'T-shirts', shape: 'tshirt', palette: colours.rubezh, sizes: adult, hero: 'preview' },
  { id: 'p-tee-rubezh-women', category: 'cat-tshirts', title: 'Футболка женская «Стальной рубеж»', titleEn: 'Steel Frontier women’s T-shirt', description: 'Приталенный крой, дышащая сетка по бокам, быстро сохнет после водных препятствий.', descriptionEn: 'A fitted cut with breathable mesh on the sides; dries fast after the water obstacles.', price: 1990, gender: 'female', group: 'Одежда', groupEn: 'Clothing', subgroup: 'Футболки', subgroupEn: 'T-shirts', shape: 'tshirt', palette: colours.rubezhLight, sizes: { XS: 20, S: 35, M: 30, L: 14 }, hero: 'full' },
  { id: 'p-tee-gorod', category: 'cat-tshirts', title: 'Футболка «Город бежит»', titleEn: 'The City Runs T-shirt', description: 'Лёгкая беговая футболка из переработанного полиэстера.', descriptionEn: 'A light running T-shirt made of recycled polyester.', price: 1490, group: 'Одежда', groupEn: 'Clothing', subgroup: 'Футболки', subgroupEn: 'T-shirts', shape: 'tshirt', palette: colours.gorod, sizes: adult },
  { id: 'p-longsleeve-tropa', category: 'cat-tshirts', title: 'Лонгслив «Дикая тропа»', titleEn: 'Wild Trail long sleeve', description: 'Термолонгслив для холодных стартов в горах, плоские швы.', descriptionEn: 'A thermal long sleeve for cold mountain starts, with flat seams.', price: 2790, gender: 'male', group: 'Одежда', groupEn: 'Clothing', subgroup: 'Лонгсливы', subgroupEn: 'Long sleeves', shape: 'longsleeve', palette: colours.tropa, sizes: { S: 10, M: 25, L: 25, XL: 12 } },
  { id: 'p-tee-night', category: 'cat-tshirts', title: 'Футболка «Ночной пульс» со светоотражающим принтом', titleEn: 'Night Pulse T-shirt with a reflective print', description: 'Принт светится в свете фар и фонарей: видно издалека на ночной трассе.', descriptionEn: 'The print lights up in headlights and torch beams: you can be seen from afar on a night course.', price: 2190, group: 'Одежда', groupEn: 'Clothing', subgroup: 'Футболки', subgroupEn: 'T-shirts', shape: 'tshirt', palette: colours.night, sizes: adult },
  { id: 'p-tee-hardcore', category: 'cat-tshirts', title: 'Футболка финишёра «Хардкор 20 км»', titleEn: 'Hardcore 20 km finisher T-shirt', description: 'Только для тех, кто прошёл 20 км и 70 препятствий.', descriptionEn: 'Only for those who have run 20 km and 70 obstacles.', price: 2290, gender: 'male', group: 'Одежда', groupEn: 'Clothing', subgroup: 'Футболки', subgroupEn: 'T-shirts', shape: 'tshirt', palette: colours.rubezh, sizes: { M: 8, L: 9, XL: 4 }, hero: 'full' },
  { id: 'p-kids-tee', category: 'cat-tshirts', title: 'Детская футболка «Рубеж. Дети»', titleEn: 'Frontier Kids T-shirt for children', description: 'Мягкий хлопок, яркий принт, размеры по росту.', descriptionEn: 'Soft cotton, a bright print, sizes by height.', price: 1290, group: 'Одежда', groupEn: 'Clothing', subgroup: 'Детское', subgroupEn: 'Kids', shape: 'tshirt', palette: colours.kids, sizes: { '110': 20, '122': 30, '134': 30, '146': 18 } },
  { id: 'p-hoodie-rubezh', category: 'cat-hoodies', title: 'Худи «Стальной рубеж»', titleEn: 'Steel Frontier hoodie', description: 'Тёплый футер с начёсом, капюшон на кулиске, карман-кенгуру.', descriptionEn: 'Warm brushed fleece, a drawstring hood and a kangaroo pocket.', price: 4990, oldPrice: 5990, group: 'Одежда', groupEn: 'Clothing', subgroup: 'Худи', subgroupEn: 'Hoodies', shape: 'hoodie', palette: colours.rubezh, sizes: { S: 12, M: 20, L: 18, XL: 9, XXL: 4 }, hero: 'preview' },
  { id: 'p-sweatshirt-gorod', category: 'cat-hoodies', title: 'Свитшот «Город бежит»', titleEn: 'The City Runs sweatshirt', description: 'Свободный крой, мягкий трикотаж, вышивка на груди.', descriptionEn: 'A loose fit, soft knit and embroidery on the chest.', price: 3990, gender: 'female', group: 'Одежда', groupEn: 'Clothing', subgroup: 'Свитшоты', subgroupEn: 'Sweatshirts', shape: 'hoodie', palette: colours.gorod, sizes: { XS: 6, S: 14, M: 14, L: 8 } },
  { id: 'p-cap-rubezh', category: 'cat-accessories', title: 'Беговая кепка «Рубеж»', titleEn: 'Frontier running cap', description: 'Лёгкая кепка с перфорацией и регулируемой застёжкой.', descriptionEn: 'A light perforated cap with an adjustable strap.', price: 1290, group: 'Аксессуары', groupEn: 'Accessories', subgroup: 'Головные уборы', subgroupEn: 'Caps', shape: 'cap', palette: colours.rubezh, stock: 150, hero: 'preview', basketOffer: true },
  { id: 'p-cap-night', category: 'cat-accessories', title: 'Кепка «Ночной пульс»', titleEn: 'Night Pulse cap', description: 'Светоотражающий козырёк и кант.', descriptionEn: 'A reflective peak and piping.', price: 1290, group: 'Аксессуары', groupEn: 'Accessories', subgroup: 'Головные уборы', subgroupEn: 'Caps', shape: 'cap', palette: colours.night, stock: 80 },
  { id: 'p-buff-rubezh', category: 'cat-accessories', title: 'Бафф «Стальной рубеж»', titleEn: 'Steel Frontier buff', description: 'Бесшовный многофункциональный бафф: защита от пыли, грязи и солнца.', descriptionEn: 'A seamless multifunctional buff: keeps out dust, mud and sun.', price: 790, group: 'Аксессуары', groupEn: 'Accessories', subgroup: 'Баффы', subgroupEn: 'Buffs', shape: 'buff', palette: colours.rubezh, stock: 400, hero: 'full', basketOffer: true },
  { id: 'p-buff-tropa', category: 'cat-accessories', title: 'Бафф «Дикая тропа»', titleEn: 'Wild Trail buff', description: 'Тонкий бафф из мериносовой шерсти для гор.', descriptionEn: 'A thin merino wool buff for the mountains.', price: 990, group: 'Аксессуары', groupEn: 'Accessories', subgroup: 'Баффы', subgroupEn: 'Buffs', shape: 'buff', palette: colours.tropa, stock: 120 },
  { id: 'p-medal-holder', category: 'cat-accessories', title: 'Медальница «Рубеж»', titleEn: 'Frontier medal hanger', description: 'Стальная медальница на 24 медали с гравировкой.', descriptionEn: 'A steel medal hanger for 24 medals, engraved.', price: 1890, group: 'Аксессуары', groupEn: 'Accessories', subgroup: 'Для дома', subgroupEn: 'For home', shape: 'medal', palette: colours.rubezhLight, stock: 60, hero: 'full', basketOffer: true },
  { id: 'p-bottle', category: 'cat-gear', title: 'Бутылка для воды 750 мл', titleEn: 'Water bottle, 750 ml', description: 'Мягкая бутылка с клапаном, не гремит на бегу.', descriptionEn: 'A soft bottle with a valve that does not rattle as you run.', price: 990, group: 'Снаряжение', groupEn: 'Gear', subgroup: 'Питьё', subgroupEn: 'Drinking', shape: 'bottle', palette: colours.gorod, stock: 300, basketOffer: true },
  { id: 'p-backpack', category: 'cat-gear', title: 'Рюкзак-гидратор 5 л', titleEn: 'Hydration pack, 5 l', description: 'Жилет-рюкзак для трейла: два софтфляска, карманы на лямках, свисток.', descriptionEn: 'A trail running vest: two soft flasks, pockets on the straps and a whistle.', price: 4490, group: 'Снаряжение', groupEn: 'Gear', subgroup: 'Рюкзаки', subgroupEn: 'Packs', shape: 'backpack', palette: colours.tropa, stock: 25 },
  { id: 'p-socks', category: 'cat-gear', title: 'Компрессионные гетры и носки', titleEn: 'Compression sleeves and socks', description: 'Защищают голени на препятствиях и в грязи.', descriptionEn: 'Protect your shins on obstacles and in the mud.', price: 1190, group: 'Снаряжение', groupEn: 'Gear', subgroup: 'Носки', subgroupEn: 'Socks', shape: 'socks', palette: colours.rubezh, sizes: { '35-38': 40, '39-42': 70, '43-46': 45 }, basketOffer: true },
  { id: 'p-gloves', category: 'cat-gear', title: 'Перчатки для гонок с препятствиями', titleEn: 'Obstacle race gloves', description: 'Цепкие ладони для канатов и рукоходов, вентиляция на тыльной стороне.', descriptionEn: 'Grippy palms for ropes and monkey bars, with ventilation on the back.', price: 1590, group: 'Снаряжение', groupEn: 'Gear', subgroup: 'Перчатки', subgroupEn: 'Gloves', shape: 'gloves', palette: colours.rubezh, sizes: { S: 15, M: 30, L: 22, XL: 0 }, hero: 'full' },
];

const certificates: readonly ProductSeed[] = [1000, 3000, 5000].map((value) => ({
  id: `p-certificate-${value}`,
  category: 'cat-certificates',
  title: `Подарочный сертификат на ${value.toLocaleString('ru-RU')} ₽`,
  titleEn: `Gift certificate for ${value.toLocaleString('en-GB')} RUB`,
  description: 'Электронный сертификат на участие в любом старте или покупки в магазине. Действует 12 месяцев.',
  descriptionEn: 'An e-certificate for any race or for purchases in our shop. Valid for 12 months.',
  price: value,
  group: 'Сертификаты',
  groupEn: 'Certificates',
  subgroup: 'Электронные',
  subgroupEn: 'E-certificates',
  shape: 'certificate',
  palette: colours.gift,
  stock: 1000,
  certificate: true,
}));

/** The goods offered with the tickets of each upcoming event city. */
const offers: Readonly<Record<string, readonly string[]>> = {
  'ec-rubezh-leto-msk': ['p-buff-rubezh', 'p-gloves', 'p-socks', 'p-medal-holder'],
  'ec-rubezh-leto-spb': ['p-buff-rubezh', 'p-gloves', 'p-socks'],
  'ec-rubezh-leto-kzn': ['p-buff-rubezh', 'p-gloves'],
  'ec-rubezh-leto-ekb': ['p-buff-rubezh', 'p-gloves'],
  'ec-rubezh-leto-nsk': ['p-buff-rubezh', 'p-gloves'],
  'ec-gorod-kazan': ['p-tee-gorod', 'p-bottle', 'p-socks'],
  'ec-tropa-sochi': ['p-longsleeve-tropa', 'p-buff-tropa', 'p-backpack'],
  'ec-kids-moscow': ['p-kids-tee', 'p-bottle'],
  'ec-night-spb': ['p-tee-night', 'p-cap-night'],
  'ec-rubezh-cup-ekb': ['p-hoodie-rubezh', 'p-cap-rubezh'],
};

const banners = [
  { id: 'bn-hoodie', title: 'Худи «Стальной рубеж» — тепло после финиша', titleEn: 'The Steel Frontier hoodie: warmth after the finish', product: 'p-hoodie-rubezh', shape: 'hoodie', palette: colours.rubezh },
  { id: 'bn-tee', title: 'Футболка «Стальной рубеж» чёрная', titleEn: 'Steel Frontier T-shirt, black', product: 'p-tee-rubezh-black', shape: 'tshirt', palette: colours.rubezhLight },
  { id: 'bn-backpack', title: 'Рюкзак-гидратор для трейла', titleEn: 'A hydration pack for the trail', product: 'p-backpack', shape: 'backpack', palette: colours.tropa },
  { id: 'bn-night', title: 'Светоотражающая коллекция «Ночной пульс»', titleEn: 'The Night Pulse reflective collection', product: 'p-tee-night', shape: 'tshirt', palette: colours.night },
] as const;

/** Categories, goods, sizes, certificates, event offers and shop banners. */
export function shopPart(): DemoPart {
  const all = [...goods, ...certificates];
  const productRows: Row[] = all.map((product, index) => ({
    public_id: product.id,
    category_id: product.category,
    kind: product.certificate === true ? 'certificate' : 'good',
    title: product.title,
    title_en: product.titleEn,
    description: product.description,
    description_en: product.descriptionEn,
    price: product.price,
    old_price: product.oldPrice ?? null,
    gender: product.gender ?? 'unisex',
    group_name: product.group,
    group_name_en: product.groupEn,
    subgroup_name: product.subgroup,
    subgroup_name_en: product.subgroupEn,
    picture: pictureUrl(`product-${product.id}`),
    stock: product.sizes === undefined ? (product.stock ?? 0) : null,
    hero: product.hero !== undefined,
    hero_preview: product.hero === 'preview',
    on_home: product.certificate !== true,
    in_basket_offer: product.basketOffer ?? false,
    delivery: product.certificate !== true,
    hidden_delivery: product.certificate === true,
    hidden: false,
    sort: index,
  }));
  const sizeRows: Row[] = all.flatMap((product) =>
    Object.entries(product.sizes ?? {}).map(([name, count], index) => ({
      public_id: `${product.id}-${name.toLowerCase()}`,
      product_id: product.id,
      name,
      count,
      sort: index,
    })),
  );
  const offerRows: Row[] = Object.entries(offers).flatMap(([eventCity, products]) =>
    products.map((product, index) => ({ event_city_id: eventCity, product_id: product, sort: index })),
  );
  const bannerRows: Row[] = banners.map((banner, index) => {
    const product = goods.find((candidate) => candidate.id === banner.product);
    return {
      public_id: banner.id,
      page: 'shop',
      banner_type: 'external_shop',
      title: banner.title,
      title_en: banner.titleEn,
      link: `/shop/product/${banner.product}`,
      picture_main: pictureUrl(`banner-${banner.id}`),
      price: product?.price ?? null,
      old_price: product?.oldPrice ?? null,
      sort: index,
    };
  });
  return {
    tables: [
      ['shop_category', categories.map((category, index) => ({ ...category, sort: index }))],
      ['product', productRows],
      ['product_size', sizeRows],
      ['event_city_product', offerRows],
      ['banner', bannerRows],
    ],
    pictures: [
      ...all.map((product): [string, string] => [
        `product-${product.id}.svg`,
        goodsArtwork(product.shape, product.certificate === true ? `${product.price} ₽` : product.subgroup, product.palette),
      ]),
      ...banners.map((banner): [string, string] => [`banner-${banner.id}.svg`, shopBannerArtwork(banner.title, banner.shape, banner.palette)]),
    ],
  };
}
