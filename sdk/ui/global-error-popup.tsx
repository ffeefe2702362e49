import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { globalErrorAtom } from '../state/global-error-atom.ts';
import { Button } from './button.tsx';

/** The dialog arrives with the first error: a page whose calls all succeed never loads it (the site's first load). */
const Dialog = lazy(() => import('./dialog.tsx').then((module) => ({ default: module.Dialog })));

/**
 * Several widgets (and the site) may each mount a GlobalErrorPopup; the page must still show
 * one popup per error. The first mounted instance shows it; when it goes, the next one does.
 */
interface PopupSlot {
  mounted: symbol[];
  listeners: Set<() => void>;
}

const slot = () => pageSingleton<PopupSlot>('global-error-popup', () => ({ mounted: [], listeners: new Set() }));

function notify(current: PopupSlot): void {
  for (const listener of [...current.listeners]) listener();
}

function useIsFirstMounted(): boolean {
  const [id] = useState(() => Symbol('global-error-popup'));
  useEffect(() => {
    const current = slot();
    current.mounted.push(id);
    notify(current);
    return () => {
      current.mounted = current.mounted.filter((other) => other !== id);
      notify(current);
    };
  }, [id]);
  return useSyncExternalStore(
    (listener) => {
      const { listeners } = slot();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => slot().mounted[0] === id,
    () => false,
  );
}

/** The spec's global error (§8): the text of `globalErrorAtom` in a popup; 'Понятно' clears it. */
export function GlobalErrorPopup() {
  const { t } = useTranslation();
  const [error, setError] = useAtom(globalErrorAtom);
  const shows = useIsFirstMounted();
  const understood = useRef<HTMLButtonElement>(null);
  const close = () => setError(null);
  if (!shows || error === null) return null;
  return (
    <Suspense fallback={null}>
      <Dialog
        open
        onClose={close}
        title={t('errors.dialogTitle')}
        size="sm"
        initialFocus={understood}
        actions={
          <Button ref={understood} onClick={close}>
            {t('errors.understood')}
          </Button>
        }
      >
        <p className="rk-dialog__text">{error}</p>
      </Dialog>
    </Suspense>
  );
}
