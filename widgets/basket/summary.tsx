import { useTranslation } from 'react-i18next';
import type { BasketPrice } from '../../sdk/basket/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { Price } from '../../sdk/ui/index.ts';
import { summaryRows, type SummaryRow } from './summary-rows.ts';

export interface SummaryProps {
  readonly items: readonly BasketItem[];
  readonly price: BasketPrice;
  /** The delivery has been quoted (a city is chosen): its row shows. */
  readonly deliveryQuoted: boolean;
  readonly onClear: () => void;
}

function Section({ title, rows }: { title: string; rows: readonly SummaryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="summary__section">
      <h4 className="summary__section-title">{title}</h4>
      <ul className="summary__rows">
        {rows.map((row) => (
          <li key={row.key} className="summary__row">
            <span className="summary__name">
              {row.title}
              {row.count > 1 && <span className="summary__count"> × {row.count}</span>}
            </span>
            <Price value={row.cost} size="sm" exact />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The side summary (purchase.md §2): events, insurance, certificates and shop goods, then the
 * order payment — goods, delivery, discount and the total from sdk/basket's pricing — and the
 * 'clear' link. Every figure is shown as priced (rounded once, to kopecks, by priceBasket; the
 * kopecks show when there are some), so goods + delivery − discount is the total shown.
 */
export function Summary({ items, price, deliveryQuoted, onClear }: SummaryProps) {
  const { t } = useTranslation();
  const sections = summaryRows(items, price);
  return (
    <section className="summary" part="summary" aria-labelledby="rk-basket-summary-title">
      <div className="summary__head">
        <h3 className="summary__title" id="rk-basket-summary-title">
          {t('basket.summary.title')}
        </h3>
        <button type="button" className="link-button" onClick={onClear}>
          {t('basket.clear')}
        </button>
      </div>
      <Section title={t('basket.summary.events')} rows={sections.events} />
      <Section title={t('basket.summary.insurance')} rows={sections.insurance} />
      <Section title={t('basket.summary.certificates')} rows={sections.certificates} />
      <Section title={t('basket.summary.shop')} rows={sections.shop} />
      <section className="summary__section summary__payment">
        <h4 className="summary__section-title">{t('basket.summary.payment')}</h4>
        <dl className="summary__totals">
          <div className="summary__row">
            <dt>{t('basket.summary.goods')}</dt>
            <dd>
              <Price value={price.goodsTotal} size="sm" exact />
            </dd>
          </div>
          {deliveryQuoted && (
            <div className="summary__row">
              <dt>{t('basket.summary.delivery')}</dt>
              <dd>
                <Price value={price.deliveryCost} size="sm" exact />
              </dd>
            </div>
          )}
          {price.discount > 0 && (
            <div className="summary__row summary__row--discount">
              <dt>{t('basket.summary.discount')}</dt>
              <dd>
                <Price value={-price.discount} size="sm" exact />
              </dd>
            </div>
          )}
          <div className="summary__row summary__row--total">
            <dt>{t('basket.summary.total')}</dt>
            <dd>
              <Price value={price.total} size="lg" exact />
            </dd>
          </div>
        </dl>
      </section>
    </section>
  );
}
