import { useTranslation } from 'react-i18next';

/** «Корзина очищена · Вернуть», shown for sdk/checkout's CLEAR_UNDO_MS after «Очистить корзину». */
export function ClearUndo({ onUndo }: { onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="basket__notice basket__notice--undo">
      <span>{t('checkout.cleared')}</span>
      <button type="button" className="link-button" onClick={onUndo}>
        {t('checkout.undoClear')}
      </button>
    </div>
  );
}
