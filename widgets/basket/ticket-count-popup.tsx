import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';

/**
 * 'Указанное количество билетов недоступно' (purchase.md §4, §8) with its 'Понятно' button; a «+»
 * refused at a known limit also names it (issue 29 item 10).
 */
export function TicketCountPopup({ open, onClose, limit }: { open: boolean; onClose: () => void; limit?: number | undefined }) {
  const { t } = useTranslation();
  const understood = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('basket.ticketCount.title')}
      size="sm"
      initialFocus={understood}
      actions={
        <Button ref={understood} onClick={onClose}>
          {t('basket.ticketCount.button')}
        </Button>
      }
    >
      <p className="rk-dialog__text">{t('basket.ticketCount.text')}</p>
      {limit !== undefined && <p className="rk-dialog__text">{t('basket.ticketCount.limit', { count: limit })}</p>}
    </Dialog>
  );
}
