import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, type WidgetProps, useWidgetNavigate, useCallQuery, useLoadErrorReport } from '../../sdk/elements/index.ts';
import { clubsCalls } from '../../sdk/contract/index.ts';
import { tokenAtom } from '../../sdk/state/index.ts';
import { Button, GlobalErrorPopup, Spinner } from '../../sdk/ui/index.ts';
import type { clubResultsAttributes } from './club-results-attributes.ts';
import { RecentResults } from './recent-results.tsx';
import { MemberGate } from './member-gate.tsx';
import { ResultForm } from './result-form.tsx';

/**
 * @summary The club result upload (account.md §2 "/clubs/{id}/upload-result", §4, §5, §8): a
 * signed-in member sends a competition result of theirs — type, name, date, time, distance and
 * a picture proving it (jpg or png up to 2 MB) — which is created and attached to the club:
 * 'Ваши результаты успешно загружены', or 'Не удалось загрузить ваши результаты'. A visitor who
 * is not signed in is asked to sign in; one who is not a member of the club is told so before
 * the form, with 'Вступить в клуб'. Below, the club's latest results.
 *
 * @tag racekit-club-results
 *
 * @attr {string} club - the club's public_id or public_name (required); the club is looked up first.
 * @attr {'ru' | 'en'} lang - `ru` or `en`; the stored language by default.
 * @attr {'light' | 'dark'} theme - `light` or `dark`; the stored theme by default.
 *
 * @event racekit:navigate - `{ path: '/login' }` from 'Войти' (and when the session has
 *   expired); cancelable. Not prevented, the organiser's login page opens.
 * @event racekit:error - a missing `club` (`attribute`), or a load or upload that failed (`api`).
 *
 * @csspart header - the title and the club's name.
 * @csspart sign-in - the prompt shown to a visitor who is not signed in.
 * @csspart not-member - the notice shown to a signed-in visitor who is not a member, with 'Вступить в клуб'.
 * @csspart form - the result form.
 * @csspart file - the picture input.
 * @csspart submit - 'Загрузить результат'.
 * @csspart outcome - the success or failure message.
 * @csspart recent - the club's latest results.
 * @csspart recent-list - their list.
 * @csspart result - one result.
 *
 * @cssproperty --racekit-accent - the button and focus rings.
 * @cssproperty --racekit-accent-text - the result times.
 * @cssproperty --racekit-radius - corners of the panel.
 * @cssproperty --racekit-surface - the panel's background.
 */
export function ClubResults({ club }: WidgetProps<typeof clubResultsAttributes>) {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  const titleId = `rk-club-results${useId()}`;
  const token = useAtomValue(tokenAtom);
  const signedIn = token !== null && token !== '';
  const found = useCallQuery(clubsCalls.one, { params: { id: club.trim() } });
  // A signed-in visitor's clubs decide between the form and the notice (MemberGate, the same
  // query): the page shows once they are known, so neither pushes the recent results down.
  const mine = useCallQuery(clubsCalls.mine, signedIn ? {} : null);
  useLoadErrorReport(found.error);

  if (found.isPending || (signedIn && mine.isPending)) {
    return (
      <div className="club-results club-results--status">
        <Spinner size="lg" label={t('clubs.upload.loadingClub')} />
      </div>
    );
  }
  if (found.isError) {
    return (
      <div className="club-results club-results--status" role="alert">
        <p>{t('errors.loadProblem')}</p>
        <Button variant="secondary" size="sm" onClick={() => void found.refetch()}>
          {t('common.actions.retry')}
        </Button>
        <GlobalErrorPopup />
      </div>
    );
  }

  const clubId = found.data.public_id;
  return (
    <section className="club-results" aria-labelledby={titleId}>
      <header className="club-results__header" part="header">
        <h2 className="club-results__title" id={titleId}>
          {t('clubs.upload.title')}
        </h2>
        <p className="club-results__club">{t('clubs.upload.subtitle', { club: found.data.title })}</p>
      </header>
      {signedIn ? (
        <MemberGate club={clubId}>
          <ResultForm club={clubId} />
        </MemberGate>
      ) : (
        <div className="sign-in" part="sign-in">
          <p className="sign-in__text">{t('clubs.upload.signInPrompt')}</p>
          <Button onClick={() => navigate(LOGIN_PATH)}>{t('clubs.upload.signIn')}</Button>
        </div>
      )}
      <RecentResults club={clubId} />
      <GlobalErrorPopup />
    </section>
  );
}
