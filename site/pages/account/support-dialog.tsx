import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../sdk/ui/index.ts';
import { Dialog } from '../../../sdk/ui/dialog.tsx';
import { SupportForm, SupportSentDialog } from './support-form.tsx';

export interface SupportDialogProps {
  /** `support_type` of the request: 'clubs' from a club page (account.md §3). */
  readonly supportType?: 'clubs';
  /** The trigger's content; 'Написать нам' by default. */
  readonly label?: ReactNode;
  readonly variant?: ButtonVariant;
  readonly block?: boolean;
  readonly className?: string;
}

/**
 * The contact (support) popup (account.md §2, §5, §8): the support form (./support-form.tsx) in
 * a dialog; once the request is taken the dialog closes and 'Лучший вклад в твою команду' shows.
 */
export function SupportDialog({ supportType, label, variant = 'secondary', block = false, className }: SupportDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const title = t(supportType === 'clubs' ? 'accountPages.support.clubsTitle' : 'support.title');
  return (
    <>
      <Button variant={variant} block={block} className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label ?? t('accountPages.support.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} size="sm">
        <SupportForm
          variant="dialog"
          supportType={supportType}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      </Dialog>
      <SupportSentDialog open={sent} onClose={() => setSent(false)} />
    </>
  );
}
