import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { clubsCalls } from '../../../sdk/contract/index.ts';
import { EmptyState, TextField } from '../../../sdk/ui/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { ClubCard } from '../account/club-card.tsx';
import { initialClubSort, searchClubs, sortClubs, toggleClubSort } from '../../../sdk/catalogue/index.ts';
import { ClubSortBar } from '../account/club-sort-bar.tsx';
import { MeIcon } from './me-icons.tsx';
import { QueryView } from './query-view.tsx';

/**
 * 'Мои клубы' (/me/club, account.md §2): the heading and subtitle, the search 'Введите название
 * клуба' over any text of a club, sort by date (first) and by name, and the club cards. With no
 * clubs: 'Вы не состоите ни в одном клубе' and 'Выбрать клуб' to /clubs.
 */
export function MyClubsSection() {
  const { t } = useTranslation();
  const clubs = useCallQuery(clubsCalls.mine, {});
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState(initialClubSort);
  return (
    <div className="me-section">
      <h2 className="me-section__title">{t('clubs.my.title')}</h2>
      <p className="me-section__lead">{t('clubs.my.subtitle')}</p>
      <QueryView query={clubs} loading={t('accountPages.clubs.loading')}>
        {({ values }) => {
          if (values.length === 0) {
            return (
              <EmptyState
                title={t('clubs.my.empty')}
                headingLevel={3}
                icon={<MeIcon name="clubs" />}
                action={
                  <Link className="rk-button rk-button--primary" href="/clubs">
                    <span className="rk-button__label">{t('clubs.my.chooseClub')}</span>
                  </Link>
                }
              />
            );
          }
          const shown = sortClubs(searchClubs(values, query), sort);
          return (
            <>
              <div className="acc-toolbar">
                <TextField
                  className="acc-toolbar__search"
                  label={<span className="rk-visually-hidden">{t('accountPages.clubs.searchLabel')}</span>}
                  type="search"
                  placeholder={t('clubs.searchPlaceholder')}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
                <ClubSortBar sort={sort} onToggle={(field) => setSort((current) => toggleClubSort(current, field))} />
              </div>
              {shown.length === 0 ? (
                <p className="me-empty-line" role="status">
                  {t('clubs.notFound')}
                </p>
              ) : (
                <ul className="acc-clubs">
                  {shown.map((club) => (
                    <li key={club.public_id}>
                      <ClubCard club={club} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
