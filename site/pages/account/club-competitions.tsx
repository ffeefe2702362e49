import { useTranslation } from 'react-i18next';
import { clubsCalls } from '../../../sdk/contract/index.ts';
import type { Club } from '../../../sdk/contract/schemas/index.ts';
import { formatDate } from '../../../sdk/format/index.ts';
import { EmptyState, Spinner } from '../../../sdk/ui/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import { LoadProblem } from '../load-problem.tsx';

/**
 * 'Соревнования клуба': the competition results members attached to the club (GET
 * /api/club/competition/list/{club}), with kind, name, date, distance, time and member.
 */
export function ClubCompetitions({ club }: { club: Club }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useCallQuery(clubsCalls.competitions, { params: { club: club.public_id } });
  return (
    <section className="acc-section" aria-labelledby="club-competitions">
      <h2 className="acc-section__title" id="club-competitions">
        {t('clubs.competitions')}
      </h2>
      {list.isError ? (
        <LoadProblem text={t('errors.loadProblem')} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className="acc-loading">
          <Spinner label={t('clubs.recent.loading')} />
        </div>
      ) : list.data.values.length === 0 ? (
        <EmptyState title={t('accountPages.clubs.noCompetitions')} text={t('accountPages.clubs.noCompetitionsText')} headingLevel={3} />
      ) : (
        <ul className="acc-results">
          {list.data.values.map((result) => {
            const member = [result.user?.name, result.user?.last_name].filter((part) => part != null && part !== '').join(' ');
            return (
              <li key={result.public_id} className="acc-result">
                <div className="acc-result__main">
                  <p className="acc-result__kind">{result.competition_type.title}</p>
                  <h3 className="acc-result__title">{result.title}</h3>
                  <p className="acc-muted">
                    {formatDate(result.date, { lang })}
                    {result.distance != null && ` · ${t('clubs.recent.distance', { km: result.distance })}`}
                    {member !== '' && ` · ${member}`}
                  </p>
                </div>
                <p className="acc-result__time">
                  <span className="rk-visually-hidden">{t('clubs.recent.time')}: </span>
                  {result.result}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
