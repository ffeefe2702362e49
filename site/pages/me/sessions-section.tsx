import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authCalls, endOtherSessions } from '../../../sdk/contract/auth.ts';
import type { Session } from '../../../sdk/contract/schemas/index.ts';
import { formatDate, formatTime } from '../../../sdk/format/index.ts';
import { isTranslationKey } from '../../../sdk/i18n/index.ts';
import { Button, EmptyState } from '../../../sdk/ui/index.ts';
import { useReportError, useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import { MeIcon } from './me-icons.tsx';
import { QueryView } from './query-view.tsx';

/**
 * 'Активность' (/me/session, account.md §2, §3 "Activity session"): the sign-ins of the account
 * (POST /api/auth/history), newest first, each with its city and country (fallback names when
 * absent), date, operating system, browser and how the user signed in.
 *
 * Ours (issue 29 item 18): the current session is marked 'Текущий сеанс', an ended one (signed
 * out, ended from here, expired) 'Завершен {date}'; with another live session,
 * 'Завершить остальные сеансы' (DELETE /api/auth/others) signs every other device out.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const reportError = useReportError();
  const sessions = useCallQuery(authCalls.history, { body: {} });
  const [ending, setEnding] = useState(false);
  const [done, setDone] = useState<string | undefined>(undefined);
  const endOthers = async () => {
    setEnding(true);
    try {
      const answer = await endOtherSessions();
      setDone(answer.message ?? undefined);
      await sessions.refetch();
    } catch (error) {
      reportError(error);
    } finally {
      setEnding(false);
    }
  };
  return (
    <div className="me-section">
      <h2 className="me-section__title">{t('session.title')}</h2>
      <p className="me-section__lead">{t('session.subtitle')}</p>
      <QueryView query={sessions} loading={t('accountPages.sessions.loading')}>
        {({ values }) =>
          values.length === 0 ? (
            <EmptyState title={t('session.empty')} headingLevel={3} icon={<MeIcon name="sessions" />} />
          ) : (
            <>
              <div className="me-sessions__bar">
                {values.some((session) => session.current !== true && session.ended_at == null) && (
                  <Button variant="secondary" size="sm" loading={ending} onClick={() => void endOthers()}>
                    {t('accountPages.sessions.endOthers')}
                  </Button>
                )}
                <p className="me-muted" role="status">
                  {done}
                </p>
              </div>
            <ol className="me-sessions">
              {values.map((session, index) => (
                <li key={`${session.temp}-${index}`}>
                  <SessionRow session={session} />
                </li>
              ))}
            </ol>
            </>
          )
        }
      </QueryView>
    </div>
  );
}

function SessionRow({ session }: { session: Session }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const city = session.city?.trim() || t('session.unknownCity');
  const country = session.country?.trim() || t('session.unknownCountry');
  const methodKey = `session.methods.${session.method ?? ''}`;
  const method = isTranslationKey(methodKey, i18n) ? t(methodKey) : session.method?.trim() || t('accountPages.sessions.unknown');
  const unknown = t('accountPages.sessions.unknown');
  const ended = session.ended_at == null ? null : `${formatDate(session.ended_at, { lang })} ${formatTime(session.ended_at, { lang })}`;
  return (
    <article className={ended === null ? 'me-session' : 'me-session me-session--ended'}>
      <p className="me-session__when">
        <span className="me-session__date">{formatDate(session.temp, { lang })}</span>
        <span className="me-muted">{formatTime(session.temp, { lang })}</span>
        {session.current === true && <span className="acc-tag acc-tag--success">{t('accountPages.sessions.current')}</span>}
        {ended !== null && <span className="acc-tag">{t('accountPages.sessions.ended', { date: ended })}</span>}
      </p>
      <dl className="me-session__facts">
        <div>
          <dt>{t('session.place')}</dt>
          <dd>
            {city}, {country}
          </dd>
        </div>
        <div>
          <dt>{t('session.os')}</dt>
          <dd>{session.os?.trim() || unknown}</dd>
        </div>
        <div>
          <dt>{t('session.browser')}</dt>
          <dd>{session.browser?.trim() || unknown}</dd>
        </div>
        <div>
          <dt>{t('session.method')}</dt>
          <dd>
            {method}
            {session.partner == null ? null : <span className="me-session__partner"> · {t('session.partnerSite', { origin: session.partner })}</span>}
          </dd>
        </div>
      </dl>
    </article>
  );
}
