import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ordersCalls } from '../../../sdk/contract/index.ts';
import type { Order } from '../../../sdk/contract/schemas/index.ts';
import { formatShortDate, formatOrderAmount } from '../../../sdk/format/index.ts';
import { EmptyState } from '../../../sdk/ui/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import { MeIcon } from './me-icons.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { orderNumber } from './order-number.ts';
import { QueryView } from './query-view.tsx';

/**
 * 'Товары' (/me/shop, account.md §2): the user's shop orders (GET /api/user/shop/orders), each
 * with its number, date, amount in 'Руб.', status label and goods, opening its details at
 * /me/shop/{public_id}; with none, the empty state with a link to the shop.
 */
export function OrdersSection() {
  const { t } = useTranslation();
  const orders = useCallQuery(ordersCalls.list, {});
  return (
    <div className="me-section">
      <h2 className="me-section__title">{t('orders.title')}</h2>
      <QueryView query={orders} loading={t('accountPages.orders.loading')}>
        {({ values }) =>
          values.length === 0 ? (
            <EmptyState
              title={t('orders.empty')}
              headingLevel={3}
              action={
                <Link className="rk-button rk-button--primary" href="/shop">
                  <span className="rk-button__label">{t('orders.toShop')}</span>
                </Link>
              }
            />
          ) : (
            <ul className="me-orders">
              {values.map((order) => (
                <li key={order.public_id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lang = useLang();
  const goods = order.items.shop;
  const positions = goods.reduce((sum, good) => sum + good.count, 0);
  const href = `/me/shop/${encodeURIComponent(order.public_id)}`;
  return (
    <article className="me-order" aria-labelledby={`order-${order.public_id}`}>
      <div className="me-order__head">
        <h3 className="me-order__number" id={`order-${order.public_id}`}>
          <Link href={href}>{t('orders.number', { number: orderNumber(order) })}</Link>
        </h3>
        <p className="me-order__date">{t('orders.date', { date: formatShortDate(order.created, { lang }) })}</p>
      </div>
      <OrderStatusBadge status={order.status} />
      <div className="me-order__goods">
        <ul className="me-order__thumbs" aria-hidden="true">
          {goods.slice(0, 3).map((good) => (
            <li key={good.public_id} className="me-order__thumb">
              {good.picture != null ? <img src={good.picture} alt="" loading="lazy" /> : <MeIcon name="orders" />}
            </li>
          ))}
        </ul>
        <p className="me-order__positions">{t('accountPages.orders.positions', { count: positions })}</p>
      </div>
      <div className="me-order__foot">
        <p className="me-order__amount">
          <span className="me-order__amount-label">{t('orders.amount')}</span>
          <span className="me-order__amount-value">{formatOrderAmount(order.amount, lang)}</span>
        </p>
        <Link className="rk-button rk-button--secondary rk-button--sm" href={href} aria-label={`${t('orders.details')}: ${t('orders.number', { number: orderNumber(order) })}`}>
          <span className="rk-button__label">{t('orders.details')}</span>
        </Link>
      </div>
    </article>
  );
}
