import { useTranslation } from 'react-i18next';
import type { EventFormat, Ticket } from '../../sdk/contract/schemas/index.ts';
import { useReportError, useWidgetNavigate } from '../../sdk/elements/index.ts';
import { ActionDialog } from './action-dialog.tsx';
import { CancelPurchaseDialog } from './cancel-purchase-dialog.tsx';
import { RegistrationDialog } from './registration-dialog.tsx';
import { ticketChanges } from './ticket-changes.ts';
import { TransferDialog } from './transfer-dialog.tsx';

/** A card's action, each with its dialog. */
export type TicketFlow = 'transfer' | 'cancelPurchase' | 'cancelRegistration' | 'confirmTransfer' | 'takeBack' | 'register';

export interface TicketFlowDialogProps {
  flow: TicketFlow;
  ticket: Ticket;
  /** Registration needs the format's questions: only the detail view has them. */
  format: EventFormat | undefined;
  onClose: () => void;
}

/** The dialog of `flow` for `ticket`; a failure goes to the global popup, a change reloads the lists. */
export function TicketFlowDialog({ flow, ticket, format, onClose }: TicketFlowDialogProps) {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  const reportError = useReportError();
  const id = ticket.public_id;
  const done = () => {
    onClose();
    ticketChanges.changed();
  };
  switch (flow) {
    case 'transfer':
      return <TransferDialog ticketId={id} onClose={onClose} onError={reportError} onDone={done} />;
    case 'cancelPurchase':
      return <CancelPurchaseDialog ticketId={id} onRefunded={ticketChanges.changed} onClose={onClose} />;
    case 'cancelRegistration':
      return (
        <ActionDialog
          title={t('tickets.registration.cancelTitle')}
          confirmLabel={t('tickets.registration.cancel')}
          onClose={onClose}
          onError={reportError}
          onConfirm={() => ticketChanges.cancelRegistration(id)}
        >
          {t('tickets.registration.cancelText')}
        </ActionDialog>
      );
    case 'confirmTransfer':
      return (
        <ActionDialog
          title={t('tickets.transfer.title')}
          confirmLabel={t('tickets.transfer.confirm')}
          onClose={onClose}
          onError={reportError}
          onConfirm={() => ticketChanges.answerTransfer(id, true)}
          secondary={{ label: t('tickets.transfer.decline'), run: () => ticketChanges.answerTransfer(id, false) }}
        >
          {t('tickets.transfer.confirmText')}
        </ActionDialog>
      );
    case 'takeBack':
      return (
        <ActionDialog title={t('tickets.transfer.returnTitle')} confirmLabel={t('tickets.transfer.return')} onClose={onClose} onError={reportError} onConfirm={() => ticketChanges.takeBack(id)}>
          {t('tickets.transfer.returnText')}
        </ActionDialog>
      );
    case 'register':
      if (format === undefined) return null;
      return (
        <RegistrationDialog
          ticket={ticket}
          format={format}
          onClose={onClose}
          onError={reportError}
          onDone={() => {
            done();
            navigate('/me');
          }}
        />
      );
  }
}
