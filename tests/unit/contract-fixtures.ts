/**
 * Valid entities as a backend would answer them, shared by the contract samples (and by the
 * server tests, which may seed or compare with them). Each one passes its schema.
 */
export const eventType = {
  public_id: 'et-1',
  title: 'Гонка Героев',
  logo: '/media/et-1/logo.png',
  description: 'Забег с препятствиями',
  video_promo: null,
  project: { link: 'https://heroes.example', picture_main: '/media/et-1/main.jpg' },
};

export const eventCity = {
  public_id: 'ec-1',
  city: { name_ru: 'Москва', id: 524901 },
  start_time: '2026-06-06T09:00:00+03:00',
  address: 'Парк Патриот',
  timezone: 'Europe/Moscow',
};

export const eventCityWithEvent = {
  ...eventCity,
  event: { public_id: 'ev-1', title: 'Летний забег', event_type: eventType },
};

export const event = {
  public_id: 'ev-1',
  title: 'Летний забег',
  description: 'Десять километров препятствий',
  external_url: null,
  slider: true,
  event_city: [
    eventCity,
    { public_id: 'ec-2', city: { name_ru: 'Казань' }, start_time: '2026-07-04T09:00:00+03:00' },
  ],
  banners: {
    home_page: { desktop_picture: '/media/d.jpg', mobile_picture: '/media/m.jpg', text_color: '#fff' },
    landing_page: { slider_logo: '/media/logo.svg', button_color: '#e30' },
  },
  event_type: eventType,
};

export const eventFormat = {
  public_id: 'f-1',
  title: 'Элита 10 км',
  price: 3500,
  start_time: '2026-06-06T09:00:00+03:00',
  address: 'Парк Патриот',
  max_count: 500,
  tickets_left: { athlete: 120, vip: 4 },
  buy_limit: 10,
  age_min: 14,
  age_max: 80,
  preregistration: true,
  regions: [{ id: 524894, name: 'Московская область' }],
  clusters: [{ name: 'Корпоративный', value: 'corp', file: true }],
  select: { title: 'Волна', values: ['09:00', '10:00'] },
  additional_fields: [{ name: 'club', label: 'Клуб', required: false }],
  team: false,
  sizes: [{ name: 'M', public_id: 's-m', count: 12 }],
  license_file: false,
  qr: true,
  insurance_available: true,
  sale: {
    active: true,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    discount: 10,
    discount_form: 'percent',
    count: 3,
    formats: ['f-1'],
  },
};

export const user = {
  public_id: 'u-1',
  email: 'hero@example.test',
  phone: '79991234567',
  name: 'Иван',
  last_name: 'Петров',
  gender: 'male',
  role: ['vip'],
  discount: 20,
  discount_form: 'percent',
};

export const session = { token: 'tok-new', user };

export const product = {
  public_id: 'p-1',
  title: 'Футболка финишера',
  price: 1500,
  old_price: 2000,
  picture: '/media/p-1.jpg',
  category: { title: 'Одежда' },
  gender: 'unisex',
  sizes: [{ name: 'L', public_id: 'p-1-l', count: 3 }],
};

export const banner = {
  public_id: 'b-1',
  banner_type: 'external_shop',
  link: 'https://shop.example/p/1',
  picture_main: '/media/b-1.jpg',
  title: 'Рюкзак',
  price: 4990,
  old_price: 5990,
};

export const ticket = {
  public_id: 't-1',
  original_user_public_id: null,
  status: 'paid',
  ticketNumber: 'A-0001',
  info: { email: 'hero@example.test', first_name: 'Иван', last_name: 'Петров', number: 1024, registered: true },
  event: { title: 'Летний забег', event_type: { logo: '/media/et-1/logo.png', title: 'Гонка Героев' } },
  event_format: { title: 'Элита 10 км', start_time: '2026-06-06T09:00:00+03:00', timezone: 'Europe/Moscow', qr: true },
  city: { name_ru: 'Москва' },
  team: { number: 7 },
  kind: 'athlete',
};

export const insuranceProduct = {
  public_id: 'ins-1',
  name: 'Спортивная страховка',
  price: 200,
  title: 'Защита на старте',
  legals: '/media/ins-1-terms.pdf',
};

export const insuranceRecord = {
  public_id: 'ir-1',
  info: { number: 'INS-77', start_date: '2026-06-06', last_name: 'Петров', first_name: 'Иван', phone: '79991234567' },
  insurance: { name: 'Спортивная страховка', validity_time: 86400 * 3, legals: '/media/ins-1-terms.pdf' },
};

export const club = {
  public_id: 'c-1',
  public_name: 'runners',
  title: 'Бегуны',
  created_date: '2025-03-01T00:00:00Z',
  description: 'Клуб любителей бега',
};

export const competitionType = { public_id: 'ct-1', title: 'Полумарафон' };

export const competition = {
  public_id: 'cr-1',
  competition_type: competitionType,
  title: 'Осенний полумарафон',
  date: '2025-10-01',
  result: '01:45:10',
  distance: 21.1,
};

export const resultRow = { last_name: 'Петров', first_name: 'Иван', position: 3, time_result: '00:52:10' };
export const resultFormat = { public_id: 'rf-1', title: 'Элита', columns: ['position', 'last_name', 'time_result'] };
