import { deliveryCalls } from '../../sdk/contract/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import type { BasketContacts } from '../../sdk/forms/index.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';

/**
 * The delivery cost of the basket's goods to the chosen city (POST /api/shop/delivery/price),
 * asked once delivery is needed and a city is chosen; undefined until then.
 */
export function useDeliveryQuote(
  items: readonly BasketItem[],
  contacts: BasketContacts,
  needed: boolean,
  onError: (error: unknown) => void,
): number | undefined {
  const city = contacts.city_id;
  const goods = items.filter((line) => line.selector === 'shop').map((line) => ({ public_id: line.public_id, count: line.count }));
  const input = needed && city !== undefined && city !== '' && goods.length > 0 ? { body: { city, goods } } : null;
  const quote = useCallQuery(deliveryCalls.price, input, onError);
  return input === null ? undefined : quote.data?.delivery.price.cost;
}
