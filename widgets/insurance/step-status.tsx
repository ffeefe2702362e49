import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../sdk/ui/index.ts';

/**
 * A step whose choices are loading: its label, a spinning ring and the text of what loads,
 * announced as a status (the text is visible, so the shared Spinner's hidden label is not used).
 */
export function StepLoading({ label, text }: { label: ReactNode; text: string }) {
  return (
    <div className="step-status" part="step-loading">
      <span className="rk-field__label">{label}</span>
      <span className="step-status__box" role="status">
        <span className="step-status__ring" aria-hidden="true" />
        <span>{text}</span>
      </span>
    </div>
  );
}

/** A step whose choices failed to load ('Проблема при загрузке') with a way to ask again. */
export function StepProblem({ label, onRetry }: { label: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="step-status step-status--problem" role="alert">
      <span className="rk-field__label">{label}</span>
      <span className="step-status__box">
        <span>{t('errors.loadProblem')}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      </span>
    </div>
  );
}

/** 'Для выбранного события страховка недоступна': no insurable format, or no product for the format. */
export function InsuranceUnavailable() {
  const { t } = useTranslation();
  return (
    <p className="unavailable" part="unavailable" role="status">
      <svg className="unavailable__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9 9l6 6M15 9l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{t('insurance.purchase.unavailable')}</span>
    </p>
  );
}
