import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { siteUrl } from '../../sdk/config/index.ts';
import type { InsuranceProduct } from '../../sdk/contract/schemas/index.ts';
import { Price } from '../../sdk/ui/index.ts';

/**
 * The insurance product the chosen format offers (account.md §2): name, title, subtitle,
 * description, footnote, the link to its rules (legals) and the price in whole roubles
 * ('200 ₽'). The rules open in a new tab: the visitor keeps the popup.
 */
export function InsuranceProductCard({ product }: { product: InsuranceProduct }) {
  const { t } = useTranslation();
  const nameId = `rk-insurance-product${useId()}`;
  return (
    <article className="product" part="product" aria-labelledby={nameId}>
      <header className="product__head">
        {product.logo != null && product.logo !== '' && <img className="product__logo" src={siteUrl(product.logo)} alt="" loading="lazy" />}
        <div className="product__names">
          <p className="product__name" id={nameId}>
            {product.name}
          </p>
          {product.title != null && product.title !== '' && <h3 className="product__title">{product.title}</h3>}
          {product.subtitle != null && product.subtitle !== '' && <p className="product__subtitle">{product.subtitle}</p>}
        </div>
        <div className="product__price" part="price">
          <span className="product__price-label">{t('insurance.purchase.price')}</span>
          <Price value={product.price} size="lg" />
        </div>
      </header>
      {product.description != null && product.description !== '' && <p className="product__description">{product.description}</p>}
      {product.footnote != null && product.footnote !== '' && <p className="product__footnote">{product.footnote}</p>}
      {product.legals != null && product.legals !== '' && (
        <a className="product__legals" part="legals" href={siteUrl(product.legals)} target="_blank" rel="noopener noreferrer">
          {t('insurance.purchase.legals')}
        </a>
      )}
    </article>
  );
}
