/**
 * Delivery methods per basket item type and the prices of shop delivery: a city's price wins
 * over its region's, which wins over the default row (no region, no city).
 */
import type { DemoPart } from './demo-part.ts';
import { cityIds, DEFAULT_REGION_ID } from './demo-locations.ts';

/** Delivery methods and prices. */
export function deliveryPart(): DemoPart {
  return {
    tables: [
      [
        'delivery_method',
        [
          { public_id: 'dm-ticket-email', item_type: 'ticket', name: 'Электронный билет на e-mail', name_en: 'E-ticket by e-mail', pickup: false, hidden_address: true, sort: 0 },
          { public_id: 'dm-ticket-expo', item_type: 'ticket', name: 'Получить стартовый пакет на EXPO', name_en: 'Collect your race pack at the EXPO', pickup: true, hidden_address: true, sort: 1 },
          { public_id: 'dm-shop-courier', item_type: 'shop', name: 'Курьером до двери', name_en: 'Courier to your door', pickup: false, hidden_address: false, sort: 0 },
          { public_id: 'dm-shop-post', item_type: 'shop', name: 'Почтой России', name_en: 'Russian Post', pickup: false, hidden_address: false, sort: 1 },
          { public_id: 'dm-shop-pickup', item_type: 'shop', name: 'Самовывоз из офиса (Москва, Лужнецкая наб., 24)', name_en: 'Pick up at our office (Moscow, 24 Luzhnetskaya Embankment)', pickup: true, hidden_address: true, sort: 2 },
          { public_id: 'dm-shop-start', item_type: 'shop', name: 'Забрать на старте вместе со стартовым пакетом', name_en: 'Collect at the race with your race pack', pickup: true, hidden_address: true, sort: 3 },
          { public_id: 'dm-certificate-email', item_type: 'certificate', name: 'Электронный сертификат на e-mail', name_en: 'E-certificate by e-mail', pickup: false, hidden_address: true, sort: 0 },
          { public_id: 'dm-insurance-email', item_type: 'insurance', name: 'Полис на e-mail', name_en: 'Policy by e-mail', pickup: false, hidden_address: true, sort: 0 },
        ],
      ],
      [
        'delivery_price',
        [
          { public_id: 'dp-default', region_id: null, city_id: null, cost: 590, free_from: 10_000, days_min: 5, days_max: 12 },
          { public_id: 'dp-moscow-region', region_id: DEFAULT_REGION_ID, city_id: null, cost: 390, free_from: 5_000, days_min: 2, days_max: 4 },
          { public_id: 'dp-moscow', region_id: null, city_id: cityIds.moscow, cost: 290, free_from: 5_000, days_min: 1, days_max: 2 },
          { public_id: 'dp-spb', region_id: null, city_id: cityIds.petersburg, cost: 350, free_from: 5_000, days_min: 2, days_max: 3 },
          { public_id: 'dp-kazan', region_id: null, city_id: cityIds.kazan, cost: 420, free_from: 7_000, days_min: 3, days_max: 5 },
          { public_id: 'dp-vladivostok-region', region_id: 2017623, city_id: null, cost: 890, free_from: null, days_min: 9, days_max: 16 },
        ],
      ],
    ],
    pictures: [],
  };
}
