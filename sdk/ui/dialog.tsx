import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names.ts';
import { deepActiveElement, tabbableElements } from '../elements/focusable.ts';
import { lockPageScroll } from './scroll-lock.ts';

export interface DialogProps {
  open: boolean;
  /** Called on Escape (or another close request of the browser), on the close button and on a click outside the dialog. */
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
 * A modal dialog on the native `<dialog>`, opened with `showModal()`: it sits in the browser's
 * top layer, above any sticky header or z-index of the host page, and the browser itself makes
 * the rest of the page inert — nothing is written onto the host page's elements. Named by its
 * title, with a close button. Focus moves in on open; Tab and Shift+Tab cycle inside it, through
 * another widget shown in it too (its open shadow root); Escape (or the browser's close request)
 * and a click outside the panel close it, and focus returns to where it was. The page behind does
 * not scroll while it is open (sdk/ui/scroll-lock.ts). Keyboard handling lives on the dialog
 * itself: nothing is added to the document.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useLayoutEffect(() => {
    const returnTo = deepActiveElement();
    const element = dialog.current;
    const content = panel.current;
    if (element !== null && !element.open) element.showModal();
    const unlock = lockPageScroll();
    if (content !== null) (initialFocus?.current ?? tabbableElements(content)[0] ?? content).focus();
    return () => {
      unlock();
      if (element?.open === true) element.close();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
    // Opened and focused once per opening: a re-render while open must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately once per opening (see above).
  }, []);

  // Native listeners on the dialog: keys pressed inside another widget's shadow root shown in the
  // dialog reach it on their way up, whatever React (or preact) makes of their target. The
  // innermost dialog handles a key (a dialog inside another one's widget: the outer sees it handled).
  // A layout effect: the keys work from the moment the dialog shows (Preact runs plain effects later).
  useLayoutEffect(() => {
    const element = dialog.current;
    const content = panel.current;
    if (element === null || content === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        latestClose.current();
        return;
      }
      if (event.key !== 'Tab') return;
      event.preventDefault();
      const tabbable = tabbableElements(content);
      if (tabbable.length === 0) {
        content.focus();
        return;
      }
      const active = deepActiveElement();
      const current = tabbable.findIndex((candidate) => candidate === active);
      const next = event.shiftKey ? (current <= 0 ? tabbable.length - 1 : current - 1) : (current + 1) % tabbable.length;
      tabbable[next]?.focus();
    };
    // The browser's own close request (Escape not seen as a key, a phone's back gesture): the
    // dialog stays open until its owner closes it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latestClose.current();
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('cancel', onCancel);
    };
  }, []);

  return (
    // A press around the panel closes: a pointer's shortcut only (the keyboard has Escape and the close button).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the area around the panel is not a control.
    <dialog
      ref={dialog}
      className="rk-dialog-layer"
      aria-modal="true"
      aria-labelledby={titleId}
      onMouseDown={(event) => {
        // The <dialog> spans the viewport around the panel: a press on it is a press outside.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} className={classNames('rk-dialog', `rk-dialog--${size}`, className)} part={part} tabIndex={-1}>
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
    </dialog>
  );
}
