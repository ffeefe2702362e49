import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { InsuranceRecord } from '../../../sdk/contract/schemas/index.ts';
import { formatLongDate, insuranceValidityDays } from '../../../sdk/format/index.ts';
import { phoneDigits } from '../../../sdk/forms/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import { MeIcon } from './me-icons.tsx';

/**
 * One insurance (account.md §2 "Insurance screen"): the insurer's logo, the policy number, the
 * type name, the start date as 'D MMMM YYYY', the validity in whole days (seconds / 86400,
 * rounded down), the insured person (last, first and second name when there is one), the
 * contact phone with '+', and the link to the terms. A ticket's insurance bought before its
 * participant was named says the insured person comes with the ticket's registration, and links
 * the ticket (issue 13: the participant is the insured person).
 */
export function InsuranceCard({ record }: { record: InsuranceRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { info, insurance } = record;
  const person = [info.last_name, info.first_name, info.second_name].filter((part) => part != null && part.trim() !== '').join(' ');
  const phone = phoneDigits(info.phone ?? '');
  const days = insuranceValidityDays(insurance.validity_time);
  const titleId = `insurance-${info.number}`;
  return (
    <article className="me-insurance" aria-labelledby={titleId}>
      <div className="me-insurance__head">
        <span className="me-insurance__logo">{insurance.logo != null ? <img src={insurance.logo} alt="" loading="lazy" /> : <MeIcon name="shield" />}</span>
        <h4 className="me-insurance__number" id={titleId}>
          {t('insurance.card.number', { number: info.number })}
        </h4>
      </div>
      <dl className="me-facts">
        <div>
          <dt>{t('insurance.card.type')}</dt>
          <dd>{insurance.name}</dd>
        </div>
        <div>
          <dt>{t('insurance.card.startDate')}</dt>
          <dd>{formatLongDate(info.start_date, { lang })}</dd>
        </div>
        <div>
          <dt>{t('insurance.card.validity')}</dt>
          <dd>{t('accountPages.insurances.validity', { count: days })}</dd>
        </div>
        <div>
          <dt>{t('insurance.card.insured')}</dt>
          {person !== '' ? (
            <dd>{person}</dd>
          ) : (
            <dd className="me-muted">
              {t('accountPages.insurances.insuredPending')}
              {record.ticket_public_id != null && (
                <>
                  {' '}
                  <Link className="me-link" href={`/me/ticket/${encodeURIComponent(record.ticket_public_id)}`}>
                    {t('accountPages.insurances.toTicket')}
                  </Link>
                </>
              )}
            </dd>
          )}
        </div>
        {phone !== '' && (
          <div>
            <dt>{t('insurance.card.phone')}</dt>
            <dd>+{phone}</dd>
          </div>
        )}
      </dl>
      {insurance.legals != null && insurance.legals !== '' && (
        <a className="me-link" href={insurance.legals} target="_blank" rel="noopener">
          {t('insurance.card.terms')}
        </a>
      )}
    </article>
  );
}
