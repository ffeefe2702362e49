import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';

/**
 * The payment failed (status 400 or above, purchase.md §4, §8): our own text; 'Вернуться в
 * корзину' clears the error. A guest over the unpaid-places cap (`guestLimit`, issue 19) is told
 * how many places a guest may hold and asked to sign in. A refusal the buyer can act on (a 429
 * limit, a 409 conflict: sdk/checkout's payBasket) shows the server's `message` as it came
 * (issue 29 item 5: «…Попробуйте через 36 мин.», not «Проверьте данные»).
 */
export function PaymentErrorPopup({ open, onClose, guestLimit, message }: { open: boolean; onClose: () => void; guestLimit?: number | undefined; message?: string | undefined }) {
  const { t } = useTranslation();
  const back = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('payment.error.title')}
      size="sm"
      initialFocus={back}
      actions={
        <Button ref={back} onClick={onClose}>
          {t('payment.error.backToBasket')}
        </Button>
      }
    >
      <p className="rk-dialog__text">
        {guestLimit !== undefined ? t('payment.error.guestLimit', { limit: guestLimit }) : (message ?? t('payment.error.text'))}
      </p>
    </Dialog>
  );
}
