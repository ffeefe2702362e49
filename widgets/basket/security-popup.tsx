import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';

/** 'Безопасность платежей' (purchase.md §2): card payment at the provider, 3D Secure, encryption; a close button. */
export function SecurityPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('payment.security.title')}
      initialFocus={close}
      actions={
        <Button ref={close} variant="secondary" onClick={onClose}>
          {t('payment.security.close')}
        </Button>
      }
    >
      <ul className="security">
        <li>{t('payment.security.card')}</li>
        <li>{t('payment.security.secure3d')}</li>
        <li>{t('payment.security.encryption')}</li>
      </ul>
    </Dialog>
  );
}
