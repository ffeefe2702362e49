import { useTranslation } from 'react-i18next';
import { availableTicketLimit, isFixedTeam, isTeamTicket, type stepTicketCount } from '../../sdk/basket/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { CountStepper } from '../../sdk/ui/index.ts';

/** A press of plus or minus: the count it leads to, or blocked (sdk stepTicketCount). */
type CountStep = ReturnType<typeof stepTicketCount>;

export interface TicketCountProps {
  readonly item: BasketItem;
  readonly count: number;
  readonly up: CountStep;
  readonly down: CountStep;
  readonly onStep: (direction: 1 | -1) => void;
  /** The page's promo code, as checked for the chosen format (use-promo-note.ts). */
  readonly promoNote: string | undefined;
}

/** The count of the chosen format (a fixed team's size instead), with its notes: the limit reached, pre-registration, a space, the promo code. */
export function TicketCount({ item, count, up, down, onStep, promoNote }: TicketCountProps) {
  const { t } = useTranslation();
  return (
    <div className="buy-dialog__count">
      <div className="count-row">
        <span className="choices__legend">{t('basket.item.count')}</span>
        {isFixedTeam(item) ? (
          <span className="count-row__fixed" part="count">
            {t('event.teamSize', { count })}
          </span>
        ) : (
          <CountStepper value={count} canDecrease={!down.blocked} canIncrease={!up.blocked} onStep={onStep} />
        )}
      </div>
      <ul className="notes">
        {/* a team's limit is its size, worded on its card (sdk teamSizeMessage) */}
        {!isTeamTicket(item) && up.blocked && <li>{t('buyTicket.maxCount', { count: availableTicketLimit(item) })}</li>}
        {item.preregistration === true && <li>{t('buyTicket.preregistration')}</li>}
        {item.space === true && <li>{t('buyTicket.space')}</li>}
        {promoNote !== undefined && <li>{promoNote}</li>}
      </ul>
    </div>
  );
}
