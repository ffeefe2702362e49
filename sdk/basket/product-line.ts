import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { Product } from '../contract/schemas/product.ts';

/**
 * A shop product (a product page, or an extra offered with a ticket: GET /api/shop/related/{id})
 * as a basket line of count 1, for addShopGoods or toggleOptionalGoods. A gift certificate
 * keeps its own selector ('certificate': no promo codes); the size is chosen on the line.
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
