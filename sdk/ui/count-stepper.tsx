import { useTranslation } from 'react-i18next';
import { classNames } from './class-names.ts';

export interface CountStepperProps {
  readonly value: number;
  /** Minus is off at the minimum (1, or one team step). */
  readonly canDecrease: boolean;
  /** Plus is off at the maximum. */
  readonly canIncrease: boolean;
  /** Both buttons are off while a check of the count runs. */
  readonly busy?: boolean;
  /** The caller's class beside rk-stepper (a size of its own, as a basket card's). */
  readonly className?: string;
  readonly onStep: (direction: 1 | -1) => void;
}

/**
 * Minus, the count, plus (purchase.md §2, §4): the count of the buy-ticket dialog and of a
 * basket card. A button that is off is `aria-disabled`, not disabled, so focus stays on it
 * when the keyboard reaches a limit and a screen reader still finds it; the count is announced
 * politely. Styles: sdk/ui/css/stepper.css.
 */
export function CountStepper({ value, canDecrease, canIncrease, busy = false, className, onStep }: CountStepperProps) {
  const { t } = useTranslation();
  const minusOff = !canDecrease || busy;
  const plusOff = !canIncrease || busy;
  return (
    <div className={classNames('rk-stepper', className)} part="count" role="group" aria-label={t('basket.item.count')} aria-busy={busy}>
      <button type="button" className="rk-stepper__button" aria-label={t('basket.item.decrease')} aria-disabled={minusOff} onClick={() => {
          if (!minusOff) onStep(-1);
        }}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 12h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <output className="rk-stepper__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="rk-stepper__button" aria-label={t('basket.item.increase')} aria-disabled={plusOff} onClick={() => {
          if (!plusOff) onStep(1);
        }}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
