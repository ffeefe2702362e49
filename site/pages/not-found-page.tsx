import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Any unknown path (purchase.md §2): a clear page with the way to main and to the calendar. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('notfound.title')}</h1>
      <p className="page__lead">{t('notfound.text')}</p>
      <div className="status-page__actions">
        <Link className="rk-button rk-button--primary" href="/">
          {t('notfound.toMain')}
        </Link>
        <Link className="rk-button rk-button--secondary" href="/calendar">
          {t('notfound.toCalendar')}
        </Link>
      </div>
    </section>
  );
}
