import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';

export interface ActionDialogProps {
  title: string;
  children: ReactNode;
  /** The main button's text. */
  confirmLabel: string;
  /** The main action; the dialog closes when it resolves. */
  onConfirm: () => Promise<void>;
  /** What a failure does (the dialog stays open). */
  onError: (error: unknown) => void;
  onClose: () => void;
  /** A second action beside the main one (declining a transfer). */
  secondary?: { label: string; run: () => Promise<void> } | undefined;
}

/**
 * A ticket flow that only asks for a confirmation (take a ticket back, cancel a registration,
 * accept a transfer): the text, 'Закрыть' and the action with its loading state. Keyboard:
 * the Dialog moves focus in, keeps Tab inside and closes on Escape.
 */
export function ActionDialog({ title, children, confirmLabel, onConfirm, onError, onClose, secondary }: ActionDialogProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<'main' | 'secondary' | null>(null);
  const run = async (which: 'main' | 'secondary', action: () => Promise<void>) => {
    setRunning(which);
    try {
      await action();
      onClose();
    } catch (error) {
      setRunning(null);
      onError(error);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="sm"
      actions={
        <>
          {secondary === undefined ? (
            <Button variant="secondary" onClick={onClose}>
              {t('common.actions.close')}
            </Button>
          ) : (
            <Button variant="secondary" loading={running === 'secondary'} disabled={running === 'main'} onClick={() => void run('secondary', secondary.run)}>
              {secondary.label}
            </Button>
          )}
          <Button loading={running === 'main'} disabled={running === 'secondary'} onClick={() => void run('main', onConfirm)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="rk-dialog__text">{children}</div>
    </Dialog>
  );
}
