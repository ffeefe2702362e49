import { useTranslation } from 'react-i18next';

/**
 * The basket's place while its cards wait for what they show beside their lines
 * (use-cards-ready.ts): a grey card per card to come and the summary's column, in the basket's
 * own layout, announced once as a status ('Загрузка…').
 */
export function BasketStandIn({ cards }: { readonly cards: number }) {
  const { t } = useTranslation();
  return (
    <div className="basket__layout">
      <div className="basket__items">
        <span className="rk-visually-hidden" role="status">
          {t('firstPaint.loading')}
        </span>
        {Array.from({ length: Math.max(1, cards) }, (_, index) => (
          <span key={index} className="rk-skeleton basket__card-stand-in" aria-hidden="true" />
        ))}
      </div>
      <span className="rk-skeleton basket__aside-stand-in" aria-hidden="true" />
    </div>
  );
}
