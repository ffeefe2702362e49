import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DoneIcon } from '../../layout/icons.tsx';

/** /basket/certificateThanks: where a paid order with certificates ends (purchase.md §4). */
export function CertificateThanksPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow result-card result-card--done">
      <DoneIcon className="result-card__icon" />
      <h1 className="result-card__title">{t('checkout.certificateThanks.title')}</h1>
      <p className="result-card__text">{t('checkout.certificateThanks.text')}</p>
      <div className="result-card__actions">
        <Link className="rk-button rk-button--primary" href="/calendar">
          {t('calendar.title')}
        </Link>
        <Link className="rk-button rk-button--secondary" href="/">
          {t('checkout.thanks.toMain')}
        </Link>
      </div>
    </section>
  );
}
