import { useTranslation } from 'react-i18next';
import '../../../widgets/insurance/define.ts';
import { MeIcon } from './me-icons.tsx';

/**
 * The small insurance promo card of the personal area (account.md §2): a line about accident
 * insurance for the start, and `<racekit-insurance mode="dialog">`, whose button opens
 * 'Выбор события страхования' in a popup; buying puts the insurance in the basket.
 */
export function InsurancePromo() {
  const { t } = useTranslation();
  return (
    <section className="me-promo" aria-labelledby="me-promo-title">
      <span className="me-promo__icon">
        <MeIcon name="shield" />
      </span>
      <h2 className="me-promo__title" id="me-promo-title">
        {t('account.insurancePromo.title')}
      </h2>
      <p className="me-promo__text">{t('account.insurancePromo.text')}</p>
      <racekit-insurance mode="dialog" className="me-promo__widget" />
    </section>
  );
}
