import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listConsoleSales, type ConsoleSale } from '../../../sdk/contract/console/index.ts';
import { dateTime, roubles } from '../console-format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';

/** Where a sale stands now: switched off, not begun, running or over. */
export function saleState(sale: Pick<ConsoleSale, 'active' | 'start_date' | 'end_date'>, now = Date.now()): 'off' | 'scheduled' | 'running' | 'over' {
  if (!sale.active) return 'off';
  if (now < Date.parse(sale.start_date)) return 'scheduled';
  return now <= Date.parse(sale.end_date) ? 'running' : 'over';
}

/** The discount as the organiser typed it: «10 %» or «200 ₽». */
export const saleDiscount = (sale: Pick<ConsoleSale, 'discount' | 'discount_form'>, language: string): string =>
  sale.discount_form === 'percent' ? `${sale.discount} %` : roubles(sale.discount, language);

/** /console/sales: every sale, newest first, with its state. */
export function SalesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  return (
    <ConsolePage
      title={t('console.sales.title')}
      lead={t('console.sales.lead')}
      needs="organiser"
      actions={
        <Link className="rk-button rk-button--primary" href="/console/sales/new">
          <span className="rk-button__label">{t('console.sales.create')}</span>
        </Link>
      }
    >
      <ServerTable<ConsoleSale>
        caption={t('console.sales.title')}
        searchLabel={t('console.sales.searchLabel')}
        emptyText={t('console.sales.empty')}
        load={listConsoleSales}
        rowKey={(sale) => sale.public_id}
        columns={[
          { key: 'id', label: 'ID', cell: (sale) => <Link href={`/console/sales/${encodeURIComponent(sale.public_id)}`}>{sale.public_id}</Link> },
          { key: 'discount', label: t('console.sales.discount'), numeric: true, cell: (sale) => saleDiscount(sale, language) },
          { key: 'count', label: t('console.sales.count'), numeric: true, cell: (sale) => sale.count },
          { key: 'start', label: t('console.sales.startDate'), sort: 'start_date', cell: (sale) => dateTime(sale.start_date, language) },
          { key: 'end', label: t('console.sales.endDate'), sort: 'end_date', cell: (sale) => dateTime(sale.end_date, language) },
          { key: 'formats', label: t('console.sales.formatsColumn'), cell: (sale) => sale.formats.join(', ') },
          {
            key: 'state',
            label: t('console.sales.state'),
            cell: (sale) => {
              const state = saleState(sale);
              return <span className={state === 'running' ? 'console-badge console-badge--good' : 'console-badge'}>{t(`console.sales.states.${state}`)}</span>;
            },
          },
        ]}
      />
    </ConsolePage>
  );
}
