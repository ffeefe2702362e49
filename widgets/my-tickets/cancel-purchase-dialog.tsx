import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig, languages, type Language } from '../../sdk/config/index.ts';
import { cancelPurchase } from '../../sdk/contract/index.ts';
import { useReportError, useWidgetNavigate } from '../../sdk/elements/index.ts';
import { isPartnerScopeError } from '../../sdk/http/index.ts';
import { formatRoubles } from '../../sdk/format/index.ts';
import { Button } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';

const isLanguage = (lang: string): lang is Language => (languages as readonly string[]).includes(lang);

/**
 * 'Отмена покупки' (account.md §4): POST /api/payment/cancel waits up to 30 s; the refunded sum
 * then shows with 'Возврат выполнен успешно!', a close button and a link to the main page; the
 * lists reload as it closes (the ticket awaits its refund, or — refunded at once — leaves the
 * active list, which would take this popup with its card). A failure closes the popup without a
 * word, but for the refusal on a partner page's session, whose message (go to the organiser's site) shows.
 */
export function CancelPurchaseDialog({ ticketId, onRefunded, onClose }: { ticketId: string; onRefunded: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useWidgetNavigate();
  const reportError = useReportError();
  const [sending, setSending] = useState(false);
  const [refunded, setRefunded] = useState<number | undefined>(undefined);
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';

  const cancel = async () => {
    setSending(true);
    try {
      const { sum } = await cancelPurchase(ticketId);
      setRefunded(sum);
    } catch (error) {
      // on a partner page the return is the organiser's site's to do: say so (issue 28)
      if (isPartnerScopeError(error)) reportError(error);
      onClose();
    }
  };

  const closeRefunded = () => {
    onClose();
    onRefunded();
  };

  const toMain = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    closeRefunded();
    navigate('/');
  };

  if (refunded !== undefined) {
    return (
      <Dialog
        open
        onClose={closeRefunded}
        title={t('tickets.cancelPurchase.success')}
        size="sm"
        actions={
          <>
            <a className="rk-button rk-button--secondary" href={`${getConfig().site}/`} onClick={toMain}>
              <span className="rk-button__label">{t('tickets.cancelPurchase.toMain')}</span>
            </a>
            <Button onClick={closeRefunded}>{t('common.actions.close')}</Button>
          </>
        }
      >
        <p className="tickets__refund">{t('tickets.cancelPurchase.refundSum', { sum: formatRoubles(refunded, lang) })}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('tickets.cancelPurchase.title')}
      size="sm"
      actions={
        <>
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            {t('common.actions.close')}
          </Button>
          <Button loading={sending} onClick={() => void cancel()}>
            {t('tickets.cancelPurchase.confirm')}
          </Button>
        </>
      }
    >
      <p className="rk-dialog__text">{t('tickets.cancelPurchase.text')}</p>
    </Dialog>
  );
}
