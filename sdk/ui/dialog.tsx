import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names.ts';
import { deepActiveElement, tabbableElements } from './focusable.ts';
import { hideOutside } from './hide-outside.ts';

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
  /** A `part` name for the dialog panel, so a host page can style it with `::part()`. */
  part?: string | undefined;
}

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, named by its title. Focus moves in on open;
 * Tab and Shift+Tab cycle inside it, through another widget shown in it too (its open shadow
 * root); Escape closes it, and focus returns to where it was. While it is open the rest of the
 * page (the widget around it and the host page) is `inert` and `aria-hidden`, restored on close.
 * Keyboard handling lives on the dialog itself: nothing is added to the document.
 */
export function Dialog({ open, onClose, title, children, actions, initialFocus, size = 'md', className, part }: DialogProps) {
  if (!open) return null;
  return (
    <OpenDialog onClose={onClose} title={title} actions={actions} initialFocus={initialFocus} size={size} className={className} part={part}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({ onClose, title, children, actions, initialFocus, size, className, part }: Omit<DialogProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = `rk-dialog${useId()}`;
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useLayoutEffect(() => {
    const returnTo = deepActiveElement();
    const element = panel.current;
    const showOutside = backdrop.current === null ? () => undefined : hideOutside(backdrop.current);
    if (element !== null) (initialFocus?.current ?? tabbableElements(element)[0] ?? element).focus();
    return () => {
      // The page first becomes usable again, then focus can go back into it.
      showOutside();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
    // Focus moves in once per opening: a re-render while open must not pull it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately once per opening (see above).
  }, []);

  // A native listener on the panel: keys pressed inside another widget's shadow root shown in
  // the dialog reach it on their way up, whatever React (or preact) makes of their target.
  useEffect(() => {
    const element = panel.current;
    if (element === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        latestClose.current();
        return;
      }
      if (event.key !== 'Tab') return;
      event.preventDefault();
      const tabbable = tabbableElements(element);
      if (tabbable.length === 0) {
        element.focus();
        return;
      }
      const active = deepActiveElement();
      const current = tabbable.findIndex((candidate) => candidate === active);
      const next = event.shiftKey ? (current <= 0 ? tabbable.length - 1 : current - 1) : (current + 1) % tabbable.length;
      tabbable[next]?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    // A pointer's shortcut only: the keyboard closes with Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the backdrop is not a control.
    <div
      ref={backdrop}
      className="rk-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={classNames('rk-dialog', `rk-dialog--${size}`, className)}
        part={part}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
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
