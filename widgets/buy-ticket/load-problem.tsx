import { useTranslation } from 'react-i18next';
import { Button } from '../../sdk/ui/index.ts';

/** The event or its formats did not load: not found, or a problem with 'Повторить'. */
export function LoadProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="buy-dialog__error" role="alert">
      <p>{notFound ? t('event.notFound') : t('errors.loadProblem')}</p>
      {!notFound && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      )}
    </div>
  );
}
