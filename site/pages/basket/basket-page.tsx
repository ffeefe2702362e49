import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { returnedFromFailedPayment } from '../../../sdk/basket/index.ts';
import { Button } from '../../../sdk/ui/index.ts';
import { Dialog } from '../../../sdk/ui/dialog.tsx';
import '../../../widgets/basket/define.ts';

/**
 * /basket: `<racekit-basket>`. The payment provider returns a declined payment here (the local
 * provider with `?payment=failed`, Robokassa's FailURL with its InvId and OutSum): the payment
 * error popup (purchase.md §4, §8) shows, and 'Вернуться в корзину' clears it.
 */
export function BasketPage() {
  const { t } = useTranslation();
  const failed = returnedFromFailedPayment(new URLSearchParams(useSearch()));
  const [, navigate] = useLocation();
  const back = useRef<HTMLButtonElement>(null);
  const close = () => navigate('/basket', { replace: true });
  return (
    <div className="page page--basket">
      <h1 className="rk-visually-hidden">{t('basket.title')}</h1>
      <racekit-basket />
      <Dialog
        open={failed}
        onClose={close}
        title={t('payment.error.title')}
        size="sm"
        initialFocus={back}
        actions={
          <Button ref={back} onClick={close}>
            {t('payment.error.backToBasket')}
          </Button>
        }
      >
        <p className="rk-dialog__text">{t('payment.error.text')}</p>
      </Dialog>
    </div>
  );
}
