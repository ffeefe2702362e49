import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insuranceCalls } from '../../../sdk/contract/insurance.ts';
import type { InsuranceRecord } from '../../../sdk/contract/schemas/insurance.ts';
import { useCallQuery } from '../../../sdk/elements/use-call-query.ts';
import { InsuranceCard } from './insurance-card.tsx';
import { QueryView } from './query-view.tsx';

/**
 * 'Страховки' (/me/insurances, account.md §2): 'Активные страховки' load on entry (GET
 * /api/user/insurances/valid; none: 'Нет данных'); 'Предыдущие страховки' is closed and loads
 * when first opened (GET /api/user/insurances/past; none: 'Предыдущие страховки не найдены!').
 */
export function InsurancesSection() {
  const { t } = useTranslation();
  const valid = useCallQuery(insuranceCalls.valid, {});
  const [pastOpen, setPastOpen] = useState(false);
  const [pastAsked, setPastAsked] = useState(false);
  const past = useCallQuery(insuranceCalls.past, pastAsked ? {} : null);
  const pastId = `me-past${useId()}`;
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
        <section className="me-block">
          <h3 className="me-subtitle">
            <button
              type="button"
              className="me-disclosure"
              aria-expanded={pastOpen}
              aria-controls={pastId}
              onClick={() => {
                setPastOpen((open) => !open);
                setPastAsked(true);
              }}
            >
              {t('insurance.past')}
              <svg className="me-disclosure__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </h3>
          <div id={pastId} hidden={!pastOpen}>
            {pastAsked && (
              <QueryView query={past} loading={t('accountPages.insurances.loading')}>
                {({ values }) => <InsuranceList records={values} empty={t('insurance.pastEmpty')} />}
              </QueryView>
            )}
          </div>
        </section>
      )}
    </div>
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
