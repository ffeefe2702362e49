import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ordersCalls } from '../../../sdk/contract/index.ts';
import type { SoldGood, RefundInfo } from '../../../sdk/contract/schemas/index.ts';
import { formatDate, formatShortDate, formatOrderAmount } from '../../../sdk/format/index.ts';
import { ApiError } from '../../../sdk/http/index.ts';
import { EmptyState } from '../../../sdk/ui/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import type { MeSectionProps } from './me-area.tsx';
import { MeIcon } from './me-icons.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { QueryView } from './query-view.tsx';

/**
 * An order's details (/me/shop/{public_id}, account.md §2): its goods (GET
 * /api/user/shop/soldgood/{id}) with picture, size, count and price; the number, date, status
 * and amount come from the order list when it holds the order; the number (the order's one
 * human number, as in the mail and Robokassa's InvId) from the list or the order check.
 */
export function OrderDetailSection({ id }: MeSectionProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const orderId = id ?? '';
  const goods = useCallQuery(ordersCalls.soldGoods, { params: { id: orderId } });
  const order = useCallQuery(ordersCalls.list, {}).data?.values.find((each) => each.public_id === orderId);
  // the number of an order the list does not hold comes from the order itself
  const check = useCallQuery(ordersCalls.check, { params: { id: orderId } });
  const number = order?.number ?? check.data?.number;
  return (
    <div className="me-section">
      <Link className="acc-back" href="/me/shop">
        ← {t('orders.backToList')}
      </Link>
      <h2 className="me-section__title">{t('orders.number', { number: number ?? '…' })}</h2>
      {order !== undefined && (
        <div className="me-order-detail__summary">
          <p className="me-muted">{t('accountPages.orders.orderOf', { date: formatShortDate(order.created, { lang }) })}</p>
          <OrderStatusBadge status={order.status} />
        </div>
      )}
      <OrderRefunds refunds={check.data?.refunds ?? []} />
      {goods.error instanceof ApiError && goods.error.status === 404 ? (
        <EmptyState title={t('accountPages.orders.notFound')} headingLevel={3} />
      ) : (
        <QueryView query={goods} loading={t('accountPages.orders.itemsLoading')}>
          {({ values }) => <OrderGoods goods={values} />}
        </QueryView>
      )}
    </div>
  );
}

/** The order's refunds: 'Возвращено' with the sum and date once finished, 'Ожидайте возврат' before (the ticket card's words). */
function OrderRefunds({ refunds }: { refunds: readonly RefundInfo[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (refunds.length === 0) return null;
  return (
    <ul className="me-order-detail__refunds">
      {refunds.map((refund, index) => (
        <li key={index} className="me-muted">
          {refund.refunded_at == null
            ? `${t('tickets.status.awaitingRefund')}: ${formatOrderAmount(refund.amount, lang)}`
            : t('tickets.status.refunded', { amount: formatOrderAmount(refund.amount, lang), date: formatDate(refund.refunded_at, { lang }) })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The goods of an order with their size, count and cost, and their total. Decided (issue 29 item
 * 17): the total is of the lines the page lists, not the order's amount — an order's tickets and
 * insurances live on their own pages, and a ticket's refund (listed above) does not change it.
 */
function OrderGoods({ goods }: { goods: readonly SoldGood[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (goods.length === 0) return <EmptyState title={t('accountPages.orders.notFound')} headingLevel={3} />;
  const total = goods.reduce((sum, good) => sum + good.price * good.count, 0);
  return (
    <section aria-labelledby="me-order-items">
      <h3 className="me-subtitle" id="me-order-items">
        {t('orders.items')}
      </h3>
      <ul className="me-goods">
        {goods.map((good) => (
          <li key={`${good.public_id}|${good.size ?? ''}`} className="me-good">
            <span className="me-good__picture">{good.picture != null ? <img src={good.picture} alt="" loading="lazy" /> : <MeIcon name="orders" />}</span>
            <span className="me-good__body">
              <span className="me-good__title">{good.title}</span>
              {good.size != null && good.size !== '' && <span className="me-muted">{t('orders.size', { size: good.size })}</span>}
              <span className="me-muted">{t('orders.count', { count: good.count })}</span>
            </span>
            <span className="me-good__price">{formatOrderAmount(good.price * good.count, lang)}</span>
          </li>
        ))}
      </ul>
      <p className="me-goods__total">
        <span>{t('accountPages.orders.total')}</span>
        <strong>{formatOrderAmount(total, lang)}</strong>
      </p>
    </section>
  );
}
