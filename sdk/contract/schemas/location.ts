import { string, type, type Infer } from 'superstruct';
import { Region } from './basket-item.ts';
import { LocationId, maybe } from './common.ts';

/** A city of a delivery region (GET /api/location/city/region/{id}). */
export const LocationCity = type({ id: LocationId, name: string(), region_id: maybe(LocationId) });
export type LocationCity = Infer<typeof LocationCity>;

/** A city with its region (GET /api/location/detailed): prefills the delivery choice. */
export const LocationInfo = type({ city: LocationCity, region: Region });
export type LocationInfo = Infer<typeof LocationInfo>;

/** The address of a postal index (GET /api/pochta/{index}); `address` is null when unknown. */
export const PostalAddress = type({
  index: string(),
  address: maybe(string()),
  city: maybe(string()),
  region: maybe(string()),
});
export type PostalAddress = Infer<typeof PostalAddress>;
