import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import { BASKET_TAG } from './checkout-path.ts';

export interface BasketSheetProps {
  onClose: () => void;
  /** The `lang` and `theme` the basket is shown in (this widget's). */
  lang: string;
  theme: string | null;
}

/**
 * Inline checkout: the basket widget, by its tag, in sdk/ui's Dialog on this page (named,
 * modal, Escape closes, focus returns; its Tab cycle walks into the basket's own shadow root).
 */
export function BasketSheet({ onClose, lang, theme }: BasketSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('basket.title')} size="lg" className="basket-sheet" part="basket-dialog">
      <p className="basket-sheet__added" role="status">
        {t('event.addedToBasket')}
      </p>
      {/* compact: the inline basket leaves out similar events and the shop carousel (swiper) */}
      {createElement(BASKET_TAG, theme === null ? { lang, compact: '' } : { lang, theme, compact: '' })}
    </Dialog>
  );
}
