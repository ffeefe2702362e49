import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names.ts';
import { deepActiveElement, tabbableElements } from './focusable.ts';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, main action last. */
  actions?: ReactNode;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string | undefined;
}

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, named by its title. Focus moves in on open,
 * Tab and Shift+Tab cycle inside it, Escape closes it, and focus returns to where it was.
 * Keyboard handling lives on the dialog itself: nothing is added to the document.
 */
export function Dialog({ open, onClose, title, children, actions, initialFocus, size = 'md', className }: DialogProps) {
  if (!open) return null;
  return (
    <OpenDialog onClose={onClose} title={title} actions={actions} initialFocus={initialFocus} size={size} className={className}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({
  onClose,
  title,
  children,
  actions,
  initialFocus,
  size,
  className,
}: Omit<DialogProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = `rk-dialog${useId()}`;
  const panel = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const returnTo = deepActiveElement();
    const element = panel.current;
    if (element !== null) (initialFocus?.current ?? tabbableElements(element)[0] ?? element).focus();
    return () => {
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
    // Focus moves in once per opening: a re-render while open must not pull it back.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    event.preventDefault();
    const tabbable = tabbableElements(panel.current);
    if (tabbable.length === 0) {
      panel.current.focus();
      return;
    }
    const active = deepActiveElement();
    const current = tabbable.findIndex((element) => element === active);
    const next = event.shiftKey ? (current <= 0 ? tabbable.length - 1 : current - 1) : (current + 1) % tabbable.length;
    tabbable[next]?.focus();
  };

  return (
    <div
      className="rk-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={classNames('rk-dialog', `rk-dialog--${size}`, className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="rk-dialog__header">
          <h2 className="rk-dialog__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="rk-dialog__close" aria-label={t('common.actions.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="rk-dialog__body">{children}</div>
        {actions !== undefined && <div className="rk-dialog__actions">{actions}</div>}
      </div>
    </div>
  );
}
