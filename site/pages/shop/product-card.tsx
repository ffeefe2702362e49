import { Link } from 'wouter';
import type { Product } from '../../../sdk/contract/schemas/index.ts';
import { Price } from '../../../sdk/ui/index.ts';

/** A product in a grid: picture, category, title (the link to its page) and price. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="product-card">
      <div className="product-card__media">{product.picture != null && <img src={product.picture} alt="" width={600} height={600} loading="lazy" />}</div>
      <div className="product-card__body">
        {product.category != null && <p className="product-card__category">{product.category.title}</p>}
        <h3 className="product-card__title">
          <Link className="product-card__link" href={`/shop/product/${encodeURIComponent(product.public_id)}`}>
            {product.title}
          </Link>
        </h3>
        <Price value={product.price} old={product.old_price ?? undefined} />
      </div>
    </article>
  );
}
