import { createElement, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { deepActiveElement } from '../../sdk/ui/focusable.ts';
import { BASKET_TAG } from './checkout-path.ts';
import { deepTabbables } from './deep-tabbables.ts';

export interface BasketSheetProps {
  onClose: () => void;
  /** The `lang` and `theme` the basket is shown in (this widget's). */
  lang: string;
  theme: string | null;
}

/**
 * Inline checkout: the basket widget, by its tag, in a modal on this page. It looks and
 * behaves as sdk/ui's Dialog (named, modal, Escape closes, focus returns), but its Tab cycle
 * also walks into the basket's own shadow root, which the Dialog's cycle cannot see.
 */
export function BasketSheet({ onClose, lang, theme }: BasketSheetProps) {
  const { t } = useTranslation();
  const titleId = `rk-basket${useId()}`;
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const returnTo = deepActiveElement();
    close.current?.focus();
    return () => {
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  // A native listener on the panel: keys pressed inside the basket's own shadow root reach it
  // on their way up, whatever React makes of a target it did not render.
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  useEffect(() => {
    const element = panel.current;
    if (element === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        latestClose.current();
        return;
      }
      if (event.key !== 'Tab') return;
      event.preventDefault();
      const tabbable = deepTabbables(element);
      const current = tabbable.findIndex((candidate) => candidate === deepActiveElement());
      const next = event.shiftKey ? (current <= 0 ? tabbable.length - 1 : current - 1) : (current + 1) % tabbable.length;
      (tabbable[next] ?? element).focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      className="rk-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="rk-dialog rk-dialog--lg basket-sheet"
        part="basket-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="rk-dialog__header">
          <div>
            <h2 className="rk-dialog__title" id={titleId}>
              {t('basket.title')}
            </h2>
            <p className="basket-sheet__added" role="status">
              {t('event.addedToBasket')}
            </p>
          </div>
          <button ref={close} type="button" className="rk-dialog__close" aria-label={t('common.actions.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="rk-dialog__body">{createElement(BASKET_TAG, theme === null ? { lang } : { lang, theme })}</div>
      </div>
    </div>
  );
}
