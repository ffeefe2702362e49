import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Club } from '../../../sdk/contract/schemas/index.ts';
import { CLUB_DESCRIPTION_LIMIT, CLUB_DESCRIPTION_LIMIT_NARROW, clubDescription, clubInitial } from './club-description.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

/**
 * A club card (account.md §2 "My clubs"): logo, title, the description cut to 130 characters
 * plus '...' (70 on screens up to 768 px), and 'Перейти в клуб' to /clubs/{public_name}.
 */
export function ClubCard({ club, member = false }: { club: Club; member?: boolean }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const href = `/clubs/${encodeURIComponent(club.public_name)}`;
  const titleId = `club-${club.public_id}`;
  return (
    <article className="acc-club" aria-labelledby={titleId}>
      <span className="acc-club__logo">
        {club.picture != null ? <img src={club.picture} alt="" loading="lazy" /> : <span aria-hidden="true">{clubInitial(club.title)}</span>}
      </span>
      <div className="acc-club__body">
        <h3 className="acc-club__title" id={titleId}>
          {club.title}
        </h3>
        {member && <p className="acc-tag">{t('accountPages.clubs.member')}</p>}
        <p className="acc-club__text">{clubDescription(club.description, narrow ? CLUB_DESCRIPTION_LIMIT_NARROW : CLUB_DESCRIPTION_LIMIT)}</p>
        <Link className="rk-button rk-button--secondary rk-button--sm acc-club__link" href={href} aria-describedby={titleId}>
          <span className="rk-button__label">{t('clubs.goToClub')}</span>
        </Link>
      </div>
    </article>
  );
}
