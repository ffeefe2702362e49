import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { clubsCalls, joinClub, leaveClub } from '../../../sdk/contract/index.ts';
import type { Club } from '../../../sdk/contract/schemas/index.ts';
import { formatLongDate } from '../../../sdk/format/index.ts';
import { ApiError } from '../../../sdk/http/index.ts';
import { callQueryKey } from '../../../sdk/queries/index.ts';
import { getQueryClient } from '../../../sdk/state/query-client.ts';
import { Button, Spinner } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import { useReportError } from '../../shell/use-report-error.ts';
import { useSignedIn } from '../../shell/use-signed-in.ts';
import { LoadProblem } from '../load-problem.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { clubInitial } from './club-description.ts';
import { ClubCompetitions } from './club-competitions.tsx';
import { useMyClubIds } from './use-my-club-ids.ts';
import { SupportDialog } from './support-dialog.tsx';
import './account.css';

/**
 * /clubs/{public_name} (account.md §2, §4 "Clubs"): the club's picture, title and description;
 * for a signed-in user 'Вступить в клуб' or 'Выйти из клуба' (PUT /api/user/club/new|pull/{id},
 * which answers the user's clubs — they replace 'Мои клубы' at once); for a visitor the way to
 * sign in; the competition results members attached to the club; the link to upload one; and
 * the support popup about clubs (support_type 'clubs').
 */
export function ClubPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const id = params.id ?? '';
  const club = useCallQuery(clubsCalls.one, { params: { id } });
  if (club.isPending) {
    return (
      <div className="acc-page acc-loading">
        <Spinner size="lg" label={t('accountPages.clubs.loading')} />
      </div>
    );
  }
  if (club.isError) {
    if (club.error instanceof ApiError && club.error.status === 404) return <NotFoundPage />;
    return (
      <div className="acc-page">
        <LoadProblem text={t('errors.loadProblem')} onRetry={() => void club.refetch()} />
      </div>
    );
  }
  return <ClubView club={club.data} routeId={id} />;
}

function ClubView({ club, routeId }: { club: Club; routeId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const signedIn = useSignedIn();
  const mine = useMyClubIds();
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const member = mine.ids.has(club.public_id);

  const toggleMembership = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = member ? await leaveClub(club.public_id) : await joinClub(club.public_id);
      getQueryClient().setQueryData(callQueryKey(clubsCalls.mine, {}), answer);
      setNotice(t(member ? 'accountPages.clubs.left' : 'accountPages.clubs.joined'));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="acc-page acc-club-page">
      <Link className="acc-back" href="/clubs">
        ← {t('accountPages.clubs.backToClubs')}
      </Link>
      <section className="acc-club-hero" aria-labelledby="club-title">
        <div className="acc-club-hero__picture">{club.picture != null ? <img src={club.picture} alt="" /> : <span aria-hidden="true">{clubInitial(club.title)}</span>}</div>
        <div className="acc-club-hero__body">
          <span className="acc-stripe" aria-hidden="true" />
          <h1 className="acc-club-hero__title" id="club-title">
            {club.title}
          </h1>
          <p className="acc-muted">{t('accountPages.clubs.since', { date: formatLongDate(club.created_date, { lang }) })}</p>
          {member && <p className="acc-tag acc-tag--success">{t('accountPages.clubs.member')}</p>}
          {club.description != null && club.description !== '' && <p className="acc-club-hero__text">{club.description}</p>}
          <div className="acc-actions">
            {signedIn ? (
              <Button variant={member ? 'secondary' : 'primary'} loading={busy} disabled={!mine.ready} onClick={() => void toggleMembership()}>
                {t(member ? 'clubs.leave' : 'clubs.join')}
              </Button>
            ) : (
              <Link className="rk-button rk-button--primary" href="/login">
                <span className="rk-button__label">{t('accountPages.clubs.signInToJoin')}</span>
              </Link>
            )}
            <Link className="rk-button rk-button--secondary" href={`/clubs/${encodeURIComponent(routeId)}/upload-result`}>
              <span className="rk-button__label">{t('accountPages.clubs.uploadResult')}</span>
            </Link>
            <SupportDialog supportType="clubs" variant="ghost" label={t('accountPages.clubs.ask')} />
          </div>
          <p className="acc-muted" role="status">
            {notice ?? ''}
          </p>
        </div>
      </section>
      <ClubCompetitions club={club} />
    </div>
  );
}
