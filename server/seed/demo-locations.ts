/**
 * The demo's locations: Russia's regions and cities (reference data, server/catalogue/russian-locations.ts)
 * and a few postal indexes for GET /api/pochta/{index}.
 */
import { cityIds } from '../catalogue/russian-locations.ts';
import type { Row } from './insert-rows.ts';

export { DEFAULT_CITY_ID, DEFAULT_REGION_ID, cityIds, cityRows, regionRows, timezoneOf } from '../catalogue/russian-locations.ts';

/** A few postal indexes for GET /api/pochta/{index}. */
export function postalIndexRows(): Row[] {
  const rows: [string, number, string][] = [
    ['101000', cityIds.moscow, 'г. Москва, Центральный административный округ, Мясницкая ул.'],
    ['119021', cityIds.moscow, 'г. Москва, ул. Льва Толстого'],
    ['125009', cityIds.moscow, 'г. Москва, ул. Тверская'],
    ['142100', 508101, 'Московская обл., г. Подольск, ул. Кирова'],
    ['190000', cityIds.petersburg, 'г. Санкт-Петербург, Адмиралтейский р-н'],
    ['191186', cityIds.petersburg, 'г. Санкт-Петербург, Невский пр.'],
    ['420111', cityIds.kazan, 'Республика Татарстан, г. Казань, ул. Баумана'],
    ['620014', cityIds.yekaterinburg, 'Свердловская обл., г. Екатеринбург, ул. Малышева'],
    ['630099', cityIds.novosibirsk, 'Новосибирская обл., г. Новосибирск, Красный пр.'],
    ['354000', cityIds.sochi, 'Краснодарский край, г. Сочи, Курортный пр.'],
    ['350000', cityIds.krasnodar, 'Краснодарский край, г. Краснодар, ул. Красная'],
    ['603005', cityIds.nizhny, 'Нижегородская обл., г. Нижний Новгород, ул. Большая Покровская'],
  ];
  return rows.map(([postal_index, city_id, address]) => ({ postal_index, city_id, address }));
}
