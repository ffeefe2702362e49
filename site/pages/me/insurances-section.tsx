import { useTranslation } from 'react-i18next';
import { insuranceCalls } from '../../../sdk/contract/index.ts';
import type { InsuranceRecord } from '../../../sdk/contract/schemas/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { LazyDisclosure } from '../../../sdk/ui/index.ts';
import { InsuranceCard } from './insurance-card.tsx';
import { QueryView } from './query-view.tsx';

/**
 * 'Страховки' (/me/insurances, account.md §2): 'Активные страховки' load on entry (GET
 * /api/user/insurances/valid; none: 'Нет данных'); 'Предыдущие страховки' is closed and loads
 * when first opened (sdk/ui/lazy-disclosure.tsx; GET /api/user/insurances/past; none:
 * 'Предыдущие страховки не найдены!').
 */
export function InsurancesSection() {
  const { t } = useTranslation();
  const valid = useCallQuery(insuranceCalls.valid, {});
  return (
    <div className="me-section">
      <h2 className="me-section__title">{t('insurance.title')}</h2>
      <section className="me-block" aria-labelledby="me-active-insurances">
        <h3 className="me-subtitle" id="me-active-insurances">
          {t('insurance.active')}
        </h3>
        <QueryView query={valid} loading={t('accountPages.insurances.loading')}>
          {({ values }) => <InsuranceList records={values} empty={t('insurance.noData')} />}
        </QueryView>
      </section>
      {/* under the list: drawn once it is, so the list never pushes it down */}
      {!valid.isPending && (
        <LazyDisclosure title={t('insurance.past')} className="me-block me-disclosure">
          <PastInsurances />
        </LazyDisclosure>
      )}
    </div>
  );
}

/** Mounted on the disclosure's first opening: that is when the past insurances load. */
function PastInsurances() {
  const { t } = useTranslation();
  const past = useCallQuery(insuranceCalls.past, {});
  return (
    <QueryView query={past} loading={t('accountPages.insurances.loading')}>
      {({ values }) => <InsuranceList records={values} empty={t('insurance.pastEmpty')} />}
    </QueryView>
  );
}

function InsuranceList({ records, empty }: { records: readonly InsuranceRecord[]; empty: string }) {
  if (records.length === 0) return <p className="me-empty-line">{empty}</p>;
  return (
    <ul className="me-insurances">
      {records.map((record, index) => (
        <li key={record.public_id ?? `${record.info.number}-${index}`}>
          <InsuranceCard record={record} />
        </li>
      ))}
    </ul>
  );
}
