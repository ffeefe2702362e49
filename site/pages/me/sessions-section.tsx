import { useTranslation } from 'react-i18next';
import { authCalls } from '../../../sdk/contract/auth.ts';
import type { Session } from '../../../sdk/contract/schemas/session.ts';
import { formatDate, formatTime } from '../../../sdk/format/date-formats.ts';
import { isTranslationKey } from '../../../sdk/i18n/translation-key.ts';
import { EmptyState } from '../../../sdk/ui/empty-state.tsx';
import { useCallQuery } from '../../../sdk/elements/use-call-query.ts';
import { useLang } from '../../shell/use-lang.ts';
import { MeIcon } from './me-icons.tsx';
import { QueryView } from './query-view.tsx';

/**
 * 'Активность' (/me/session, account.md §2, §3 "Activity session"): the sign-ins of the account
 * (POST /api/auth/history), newest first, each with its city and country (fallback names when
 * absent), date, operating system, browser and how the user signed in.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useCallQuery(authCalls.history, { body: {} });
  return (
    <div className="me-section">
      <h2 className="me-section__title">{t('session.title')}</h2>
      <p className="me-section__lead">{t('session.subtitle')}</p>
      <QueryView query={sessions} loading={t('accountPages.sessions.loading')}>
        {({ values }) =>
          values.length === 0 ? (
            <EmptyState title={t('session.empty')} headingLevel={3} icon={<MeIcon name="sessions" />} />
          ) : (
            <ol className="me-sessions">
              {values.map((session, index) => (
                <li key={`${session.temp}-${index}`}>
                  <SessionRow session={session} />
                </li>
              ))}
            </ol>
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
  return (
    <article className="me-session">
      <p className="me-session__when">
        <span className="me-session__date">{formatDate(session.temp, { lang })}</span>
        <span className="me-muted">{formatTime(session.temp, { lang })}</span>
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
