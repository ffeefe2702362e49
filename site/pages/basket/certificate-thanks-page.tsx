import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { returnedOrderId } from '../../../sdk/basket/index.ts';
import { AlertIcon, DoneIcon } from '../../layout/icons.tsx';

/**
 * /basket/certificateThanks?order={id}: where a paid order with certificates ends (purchase.md
 * §4; the order check names the order). Without an order it thanks for nothing: it says the
 * link has no order number, as /basket/thanks does (issue 29 item 11).
 */
export function CertificateThanksPage() {
  const { t } = useTranslation();
  const orderId = returnedOrderId(new URLSearchParams(useSearch()));
  if (orderId === '') {
    return (
      <section className="page page--narrow result-card result-card--problem">
        <AlertIcon className="result-card__icon" />
        <h1 className="result-card__title">{t('purchasePages.thanks.noOrder')}</h1>
        <div className="result-card__actions">
          <Link className="rk-button rk-button--primary" href="/basket">
            {t('purchasePages.thanks.backToBasket')}
          </Link>
        </div>
      </section>
    );
  }
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
