/** Where an order's travelling goods go, and what that costs. */
import type { PaymentRequest } from '../../../sdk/contract/schemas/index.ts';
import { validateBasketContacts, phoneDigits } from '../../../sdk/forms/index.ts';
import type { Queryable } from '../../db/database.ts';
import { refuseMessage } from '../../http/form-rules.ts';
import { badRequest } from '../../http/http-error.ts';
import type { OrderDelivery } from './order-plan.ts';

/**
 * The delivery of `request` and its price: the city's row, else its region's, else the
 * default; free from the row's `free_from` measured on `goodsCost` (the travelling goods).
 */
export async function orderDelivery(tx: Queryable, request: PaymentRequest, goodsCost: number): Promise<{ delivery: OrderDelivery; cost: number }> {
  // The basket's delivery fields, by the rule the basket shows (its city is the payment's location_id).
  const { errors } = validateBasketContacts(
    { email: '', phone: request.phone, first_name: request.first_name, last_name: request.last_name, address: request.address, city_id: request.location_id },
    { deliveryNeeded: true },
  );
  for (const field of ['address', 'first_name', 'last_name', 'city_id', 'phone'] as const) refuseMessage(errors[field], field === 'city_id' ? 'location_id' : field);
  const cityId = typeof request.location_id === 'number' ? request.location_id : Number(request.location_id);
  const [city] = Number.isSafeInteger(cityId)
    ? await tx.query<{ region_id: number }>('SELECT region_id FROM location_city WHERE id = $1', [cityId])
    : [];
  if (city === undefined) throw badRequest('server.catalogue.deliveryUnavailable', { field: 'location_id' });
  const [price] = await tx.query<{ cost: number; free_from: number | null }>(
    `SELECT cost, free_from FROM delivery_price
      WHERE city_id = $1 OR (city_id IS NULL AND region_id = $2) OR (city_id IS NULL AND region_id IS NULL)
      ORDER BY (city_id IS NOT NULL) DESC, (region_id IS NOT NULL) DESC
      LIMIT 1`,
    [cityId, city.region_id],
  );
  if (price === undefined) throw badRequest('server.catalogue.deliveryUnavailable', { field: 'location_id' });
  const free = price.free_from !== null && goodsCost >= price.free_from;
  return {
    delivery: {
      phone: phoneDigits(request.phone ?? ''),
      location_id: cityId,
      address: (request.address ?? '').trim(),
      first_name: (request.first_name ?? '').trim(),
      last_name: (request.last_name ?? '').trim(),
    },
    cost: free ? 0 : price.cost,
  };
}
