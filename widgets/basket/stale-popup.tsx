import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../../sdk/forms/index.ts';
import { Button } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import { useMessageText } from '../../sdk/elements/index.ts';

/** The notice that a held ticket stayed too long and left the basket (purchase.md §4, §8). */
export function StalePopup({ notice, onClose }: { notice: FormMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const understood = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={notice !== null}
      onClose={onClose}
      title={t('basket.stale.title')}
      size="sm"
      initialFocus={understood}
      actions={
        <Button ref={understood} onClick={onClose}>
          {t('errors.understood')}
        </Button>
      }
    >
      <p className="rk-dialog__text">{notice === null ? '' : text(notice)}</p>
    </Dialog>
  );
}
