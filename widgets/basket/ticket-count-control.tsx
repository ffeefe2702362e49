import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TicketCountControlProps {
  readonly count: number;
  /** Minus is off at the line's minimum (1, or one team step). */
  readonly canDecrease: boolean;
  /** Plus is off only where no popup explains the limit (goods at 500) or while a check runs. */
  readonly canIncrease: boolean;
  readonly busy?: boolean;
  readonly onStep: (direction: 1 | -1) => void;
}

/** The quantity of a card with its minus and plus buttons (purchase.md §2, §4). */
export function TicketCountControl({ count, canDecrease, canIncrease, busy = false, onStep }: TicketCountControlProps) {
  const { t } = useTranslation();
  const labelId = `rk-count${useId()}`;
  return (
    <div className="count" role="group" aria-labelledby={labelId} part="count">
      <span className="rk-visually-hidden" id={labelId}>
        {t('basket.item.count')}
      </span>
      <button
        type="button"
        className="count__button"
        aria-label={t('basket.item.decrease')}
        disabled={!canDecrease || busy}
        onClick={() => onStep(-1)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <output className="count__value" aria-live="polite">
        {count}
      </output>
      <button
        type="button"
        className="count__button"
        aria-label={t('basket.item.increase')}
        disabled={!canIncrease || busy}
        onClick={() => onStep(1)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
