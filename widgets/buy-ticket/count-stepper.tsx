import { useTranslation } from 'react-i18next';

export interface CountStepperProps {
  value: number;
  onStep: (direction: 1 | -1) => void;
  canDecrease: boolean;
  canIncrease: boolean;
}

/**
 * Minus, the count, plus. A button at its end is `aria-disabled` rather than disabled, so
 * focus stays on it when the limit is reached by keyboard; the count is announced politely.
 */
export function CountStepper({ value, onStep, canDecrease, canIncrease }: CountStepperProps) {
  const { t } = useTranslation();
  return (
    <div className="stepper" part="count" role="group" aria-label={t('basket.item.count')}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('basket.item.decrease')}
        aria-disabled={!canDecrease}
        onClick={() => canDecrease && onStep(-1)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 12h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('basket.item.increase')}
        aria-disabled={!canIncrease}
        onClick={() => canIncrease && onStep(1)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
