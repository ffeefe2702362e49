import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { teamSizeMessage } from '../../../sdk/basket/index.ts';
import type { EventFormat } from '../../../sdk/contract/schemas/index.ts';
import { classNames, Price } from '../../../sdk/ui/index.ts';

/** Below this many tickets left a format says how many remain. */
const FEW_LEFT = 20;

/** Tickets left of the format's main kind (athlete, else its only kind), when it says. */
function ticketsLeft(format: EventFormat): number | undefined {
  const left = format.tickets_left;
  if (left == null) return undefined;
  return left['athlete'] ?? Object.values(left)[0];
}

export interface FormatListProps {
  readonly eventId: string;
  readonly formats: readonly EventFormat[];
  /** The format the page was opened for (highlighted). */
  readonly chosen: string | undefined;
}

/** The formats of one event city with prices, limits and availability; each can be chosen for the buy button. */
export function FormatList({ eventId, formats, chosen }: FormatListProps) {
  const { t } = useTranslation();
  return (
    <ul className="format-list">
      {formats.map((format) => {
        const left = ticketsLeft(format);
        const soldOut = left !== undefined && left <= 0;
        const isChosen = format.public_id === chosen;
        const teamSize = teamSizeMessage(format);
        return (
          <li key={format.public_id} className={classNames('format-row', isChosen && 'is-chosen', soldOut && 'is-sold-out')}>
            <div className="format-row__info">
              <h3 className="format-row__title">{format.title}</h3>
              {format.description != null && <p className="format-row__text">{format.description}</p>}
              <ul className="format-row__tags">
                {format.age_min != null && <li>{t('buyTicket.ageFrom', { min: format.age_min })}</li>}
                {format.age_max != null && <li>{t('buyTicket.ageUpTo', { max: format.age_max })}</li>}
                {teamSize !== null && <li>{t(teamSize.key, { ...teamSize.values })}</li>}
                {soldOut ? (
                  <li className="is-warning">{t('event.soldOut')}</li>
                ) : (
                  left !== undefined && left <= FEW_LEFT && <li className="is-warning">{t('buyTicket.few', { count: left })}</li>
                )}
              </ul>
            </div>
            <div className="format-row__buy">
              <Price value={format.price} old={format.old_price ?? undefined} size="lg" />
              {!soldOut && (
                <Link
                  className="rk-button rk-button--secondary rk-button--sm"
                  href={`/event/${encodeURIComponent(eventId)}/${encodeURIComponent(format.public_id)}`}
                  aria-current={isChosen ? 'true' : undefined}
                  aria-label={`${isChosen ? t('purchasePages.event.chosen') : t('purchasePages.event.choose')}: ${format.title}`}
                >
                  {isChosen ? t('purchasePages.event.chosen') : t('purchasePages.event.choose')}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
