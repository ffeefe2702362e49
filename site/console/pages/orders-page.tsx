import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listOrders, type OrderSummary } from '../../../sdk/contract/console/index.ts';
import { dateTime, roubles } from '../console-format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';

/** /console/orders: find an order by its number, the e-mail, a phone or a participant's name. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  return (
    <ConsolePage title={t('console.orders.title')} lead={t('console.orders.lead')}>
      <ServerTable<OrderSummary>
        caption={t('console.orders.title')}
        searchLabel={t('console.orders.searchLabel')}
        emptyText={t('console.orders.empty')}
        load={listOrders}
        rowKey={(order) => order.public_id}
        columns={[
          { key: 'number', label: t('console.orders.number'), sort: 'number', cell: (order) => <Link href={`/console/orders/${encodeURIComponent(order.public_id)}`}>№ {order.number}</Link> },
          { key: 'created', label: t('console.orders.createdAt'), sort: 'created_at', cell: (order) => dateTime(order.created_at, language) },
          { key: 'email', label: t('console.orders.email'), sort: 'email', cell: (order) => order.email },
          { key: 'phone', label: t('console.orders.phone'), cell: (order) => order.phone ?? '—' },
          { key: 'status', label: t('console.orders.status'), cell: (order) => <span className={order.status === 'paid' ? 'console-badge console-badge--good' : 'console-badge'}>{t(`console.orders.statuses.${order.status}`)}</span> },
          { key: 'tickets', label: t('console.orders.tickets'), numeric: true, cell: (order) => order.tickets },
          { key: 'amount', label: t('console.orders.amount'), sort: 'amount', numeric: true, cell: (order) => roubles(order.amount, language) },
          { key: 'refunded', label: t('console.orders.refunded'), numeric: true, cell: (order) => (order.refunded > 0 ? roubles(order.refunded, language) : '—') },
        ]}
      />
    </ConsolePage>
  );
}
