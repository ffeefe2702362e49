import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../sdk/config/index.ts';
import { clubsCalls } from '../../sdk/contract/index.ts';
import type { Competition } from '../../sdk/contract/schemas/index.ts';
import { formatLongDate } from '../../sdk/format/index.ts';
import { Button, EmptyState, Spinner } from '../../sdk/ui/index.ts';
import { useCallQuery, useLoadErrorReport } from '../../sdk/elements/index.ts';

/** How many results show before 'Показать еще'. */
export const RECENT_PAGE = 10;

/** Newest first; the same day keeps the server's order. */
const byDateDescending = (a: Competition, b: Competition) => b.date.localeCompare(a.date);

/**
 * The club's latest competition results (GET /api/club/competition/list/{club}), newest first:
 * the competition's name and type, its date ('D MMMM YYYY'), the time, the distance and who ran
 * it. Loading, empty and failed states of their own.
 */
export function RecentResults({ club }: { club: string }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'ru';
  const titleId = `rk-club-recent${useId()}`;
  const [shown, setShown] = useState(RECENT_PAGE);
  const list = useCallQuery(clubsCalls.competitions, { params: { club } });
  useLoadErrorReport(list.error);
  const results = [...(list.data?.values ?? [])].sort(byDateDescending);
  const kilometres = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { maximumFractionDigits: 2 });

  return (
    <section className="recent" part="recent" aria-labelledby={titleId}>
      <h3 className="recent__title" id={titleId}>
        {t('clubs.recent.title')}
      </h3>
      {list.isPending ? (
        <div className="recent__loading">
          <Spinner label={t('clubs.recent.loading')} />
        </div>
      ) : list.isError ? (
        <div className="recent__problem" role="alert">
          <p>{t('errors.loadProblem')}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : results.length === 0 ? (
        <EmptyState headingLevel={3} icon={<MedalIcon />} title={t('clubs.recent.empty')} text={t('clubs.recent.emptyText')} />
      ) : (
        <>
          <ul className="recent__list" part="recent-list">
            {results.slice(0, shown).map((result) => {
              const member = [result.user?.name, result.user?.last_name].filter((part) => part != null && part !== '').join(' ');
              return (
                <li key={result.public_id} className="result" part="result">
                  <div className="result__main">
                    <p className="result__title">{result.title}</p>
                    <p className="result__meta">
                      <span className="result__type">{result.competition_type.title}</span>
                      <span>{formatLongDate(result.date, { lang })}</span>
                      {result.distance != null && <span>{t('clubs.recent.distance', { km: kilometres.format(result.distance) })}</span>}
                      {member !== '' && (
                        <span>
                          <span className="rk-visually-hidden">{t('clubs.recent.member')}: </span>
                          {member}
                        </span>
                      )}
                    </p>
                  </div>
                  <p className="result__time">
                    <span className="rk-visually-hidden">{t('clubs.recent.time')}: </span>
                    {result.result}
                  </p>
                </li>
              );
            })}
          </ul>
          {results.length > shown && (
            <Button variant="secondary" className="recent__more" onClick={() => setShown((count) => count + RECENT_PAGE)}>
              {t('common.actions.showMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function MedalIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M16 5l8 14 8-14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="24" cy="30" r="12" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M24 24v12M20.5 27l3.5-3" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
