import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { Product } from '../../sdk/contract/schemas/product.ts';

/**
 * A product offered with a ticket (an extra, GET /api/shop/related/{event_city}) as a basket
 * line, for sdk/basket's toggleOptionalGoods. sdk/basket has no such conversion yet; it is
 * kept here as a small pure function (reported). A certificate keeps its own selector.
 */
export function productLine(product: Product, uniqueId: string): BasketItem {
  return {
    unique_id: uniqueId,
    public_id: product.public_id,
    selector: product.certificate === true ? 'certificate' : 'shop',
    count: 1,
    price: product.price,
    title: product.title,
    ...(product.old_price == null ? {} : { old_price: product.old_price }),
    ...(product.picture == null ? {} : { picture: product.picture }),
    ...(product.description == null ? {} : { description: product.description }),
    ...(product.sizes == null ? {} : { proportions: product.sizes }),
    ...(product.delivery === true ? { delivery: true } : {}),
  };
}
