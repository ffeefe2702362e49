import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenError, UnauthorizedError } from '../../sdk/http/index.ts';
import { Button, Spinner } from '../../sdk/ui/index.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** What a list shows while its query is not answered: a spinner, or the problem with a retry. */
export function QueryState({ pending, error, onRetry, children }: { pending: boolean; error: unknown; onRetry: () => void; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (error instanceof UnauthorizedError || error instanceof ForbiddenError) return <SignInPrompt />;
  if (error !== null && error !== undefined) {
    return (
      <div className="tickets__problem" role="alert">
        <p>{t('errors.loadProblem')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      </div>
    );
  }
  if (pending) {
    return (
      <div className="tickets__loading">
        <Spinner />
      </div>
    );
  }
  return <>{children()}</>;
}
