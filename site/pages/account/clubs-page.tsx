import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubsCalls } from '../../../sdk/contract/index.ts';
import { classNames, EmptyState, Spinner, TextField } from '../../../sdk/ui/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useSignedIn } from '../../shell/use-signed-in.ts';
import { LoadProblem } from '../load-problem.tsx';
import { AccountHead } from './account-head.tsx';
import { ClubCard } from './club-card.tsx';
import { initialClubSort, searchClubs, sortClubs, toggleClubSort } from '../../../sdk/catalogue/index.ts';
import { ClubSortBar } from './club-sort-bar.tsx';
import { useMyClubIds } from './use-my-club-ids.ts';
import './account.css';

type Scope = 'all' | 'mine';

/**
 * /clubs (account.md §2 "Clubs list"): every club (GET /api/clubs) with the search 'Введите
 * название клуба' and filters. The spec shows no more of the filters; decided: the same search
 * and sort as 'Мои клубы', and for a signed-in user a switch between all clubs and their own,
 * whose cards are marked 'Вы в клубе'.
 */
export function ClubsPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const clubs = useCallQuery(clubsCalls.list, {});
  const mine = useMyClubIds();
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const [sort, setSort] = useState(initialClubSort);
  const inScope = (clubs.data?.values ?? []).filter((club) => scope === 'all' || mine.ids.has(club.public_id));
  const shown = sortClubs(searchClubs(inScope, query), sort);

  return (
    <div className="acc-page">
      <AccountHead title={t('clubs.title')} lead={t('accountPages.clubs.lead')} />
      <div className="acc-toolbar" role="search">
        <TextField
          className="acc-toolbar__search"
          label={<span className="rk-visually-hidden">{t('accountPages.clubs.searchLabel')}</span>}
          type="search"
          placeholder={t('clubs.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className="acc-toolbar__filters" role="group" aria-label={t('clubs.filters')}>
          {signedIn &&
            (['all', 'mine'] as const).map((each) => (
              <button key={each} type="button" className={classNames('acc-chip', scope === each && 'is-active')} aria-pressed={scope === each} onClick={() => setScope(each)}>
                {t(each === 'all' ? 'accountPages.clubs.filterAll' : 'accountPages.clubs.filterMine')}
              </button>
            ))}
          <ClubSortBar sort={sort} onToggle={(field) => setSort((current) => toggleClubSort(current, field))} />
        </div>
      </div>
      {clubs.isError ? (
        <LoadProblem text={t('errors.loadProblem')} onRetry={() => void clubs.refetch()} />
      ) : clubs.isPending ? (
        <div className="acc-loading">
          <Spinner size="lg" label={t('accountPages.clubs.loading')} />
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title={t('clubs.notFound')} headingLevel={2} />
      ) : (
        <>
          <p className="acc-muted" role="status">
            {t('accountPages.clubs.count', { count: shown.length })}
          </p>
          <ul className="acc-clubs">
            {shown.map((club) => (
              <li key={club.public_id}>
                <ClubCard club={club} member={mine.ids.has(club.public_id)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
