import { useTranslation } from 'react-i18next';
import { Button } from '../../sdk/ui/index.ts';
import { AlertIcon } from '../layout/icons.tsx';

/** A block that could not load: says so and offers to try again. */
export function LoadProblem({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="load-problem" role="alert">
      <AlertIcon className="load-problem__icon" />
      <p className="load-problem__text">{text ?? t('site.loadFailed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}
