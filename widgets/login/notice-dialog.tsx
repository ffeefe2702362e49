import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';

export interface NoticeDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** The button's text; 'Понятно' by default. */
  action?: string;
  /** What the button does; closing by default. */
  onAction?: () => void;
}

/** A popup that only tells something (check your mail, e-mail confirmed, password changed), with one button. */
export function NoticeDialog({ title, children, onClose, action, onAction }: NoticeDialogProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="sm"
      initialFocus={button}
      actions={
        <Button ref={button} onClick={onAction ?? onClose}>
          {action ?? t('common.actions.understood')}
        </Button>
      }
    >
      <div className="rk-dialog__text">{children}</div>
    </Dialog>
  );
}
