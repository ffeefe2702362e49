import { useTranslation } from 'react-i18next';
import { useWidgetNavigate } from '../../sdk/elements/index.ts';
import { Button, EmptyState } from '../../sdk/ui/index.ts';

/** The personal area asks a visitor who is not signed in to sign in (account.md §2: /me → /auth). */
export function SignInPrompt() {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  return (
    <EmptyState
      title={t('errors.unauthorized')}
      icon={<TicketIcon />}
      action={<Button onClick={() => navigate('/auth')}>{t('account.login.submit')}</Button>}
    />
  );
}

/** A ticket stub, the picture of the empty and signed-out states. */
export function TicketIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M6 14a4 4 0 0 1 4-4h28a4 4 0 0 1 4 4v5a5 5 0 0 0 0 10v5a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4v-5a5 5 0 0 0 0-10z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M30 12v24" stroke="currentColor" strokeWidth="3" strokeDasharray="3 4" />
    </svg>
  );
}
