import { useTranslation } from 'react-i18next';
import type { TicketActions } from '../../sdk/tickets/index.ts';
import { Button } from '../../sdk/ui/index.ts';
import { CertificateButton } from './certificate-button.tsx';
import { type TicketFlow } from './ticket-flow-dialog.tsx';

/** The card's action buttons, each starting its flow; the certificate downloads at once. */
export function TicketActionBar({ actions, ticketId, onFlow }: { actions: TicketActions; ticketId: string; onFlow: (flow: TicketFlow) => void }) {
  const { t } = useTranslation();
  const buttons: [TicketFlow, string][] = [];
  if (actions.confirmTransfer) buttons.push(['confirmTransfer', t('tickets.transfer.confirm')]);
  if (actions.transfer) buttons.push(['transfer', t('tickets.transfer.action')]);
  if (actions.cancelRegistration) buttons.push(['cancelRegistration', t('tickets.registration.cancel')]);
  if (actions.cancelPurchase) buttons.push(['cancelPurchase', t('tickets.cancelPurchase.action')]);
  if (actions.takeBack) buttons.push(['takeBack', t('tickets.transfer.return')]);
  if (buttons.length === 0 && !actions.certificate) return null;
  return (
    <div className="ticket__actions" role="group" aria-label={t('tickets.card.actions')}>
      {buttons.map(([flow, label]) => (
        <Button key={flow} variant="secondary" size="sm" onClick={() => onFlow(flow)}>
          {label}
        </Button>
      ))}
      {actions.certificate && <CertificateButton ticketId={ticketId} />}
    </div>
  );
}
