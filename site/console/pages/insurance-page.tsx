import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listConsoleInsurance, type ConsoleInsurance } from '../../../sdk/contract/console/index.ts';
import { roubles } from '../console-format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';
import { ShownBadge } from './shown-badge.tsx';

/** Whole days of a validity in seconds (as the buyer's insurance page shows it). */
export const validityDays = (seconds: number): number => Math.floor(seconds / 86_400);

/** /console/insurance: every insurance product, hidden ones too, paged on the server. */
export function InsurancePage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  return (
    <ConsolePage
      title={t('console.insurance.title')}
      lead={t('console.insurance.lead')}
      needs="organiser"
      actions={
        <Link className="rk-button rk-button--primary" href="/console/insurance/new">
          <span className="rk-button__label">{t('console.insurance.create')}</span>
        </Link>
      }
    >
      <ServerTable<ConsoleInsurance>
        caption={t('console.insurance.title')}
        searchLabel={t('console.insurance.searchLabel')}
        emptyText={t('console.insurance.empty')}
        load={listConsoleInsurance}
        rowKey={(product) => product.public_id}
        columns={[
          { key: 'name', label: t('console.insurance.name'), sort: 'name', cell: (product) => <Link href={`/console/insurance/${encodeURIComponent(product.public_id)}`}>{product.name}</Link> },
          { key: 'id', label: 'ID', cell: (product) => <code>{product.public_id}</code> },
          { key: 'price', label: t('console.insurance.price'), sort: 'price', numeric: true, cell: (product) => roubles(product.price, language) },
          { key: 'days', label: t('console.insurance.days'), numeric: true, cell: (product) => validityDays(product.validity_time) },
          { key: 'formats', label: t('console.insurance.formats'), numeric: true, cell: (product) => product.format_ids.length },
          { key: 'policies', label: t('console.insurance.policies'), numeric: true, cell: (product) => product.policies },
          { key: 'shown', label: t('console.goods.status'), cell: (product) => <ShownBadge hidden={product.hidden} /> },
        ]}
      />
    </ConsolePage>
  );
}
