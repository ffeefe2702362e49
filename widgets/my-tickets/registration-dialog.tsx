import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFormat, Ticket } from '../../sdk/contract/schemas/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import { Spinner } from '../../sdk/ui/index.ts';

// The form carries react-imask (phone and date masks): it loads when the dialog first opens.
const RegistrationForm = lazy(() => import('./registration-form.tsx'));

/** 'Регистрация на мероприятие': the participant form of the ticket's format in a dialog. */
export function RegistrationDialog(props: { ticket: Ticket; format: EventFormat; onDone: () => void; onError: (error: unknown) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={props.onClose} title={t('tickets.registration.title')} size="lg">
      <Suspense fallback={<Spinner />}>
        <RegistrationForm ticket={props.ticket} format={props.format} onDone={props.onDone} onError={props.onError} onCancel={props.onClose} />
      </Suspense>
    </Dialog>
  );
}
