import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSaleInTime, isTicketSoldOut, ticketsLeftOf, teamSizeMessage } from '../../sdk/basket/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import type { BasketItem, EventFormat } from '../../sdk/contract/schemas/index.ts';
import { formatRoubles } from '../../sdk/format/index.ts';
import { Price } from '../../sdk/ui/index.ts';
import { ChoiceCard } from './choice-card.tsx';

/** Below this many tickets left a format says how many remain. */
const FEW_TICKETS_LEFT = 10;

/** A format with its line as the basket would hold it (for limits and availability). */
export interface FormatOption {
  readonly format: EventFormat;
  readonly item: BasketItem;
}

export interface FormatChoiceProps {
  options: readonly FormatOption[];
  chosen: string | undefined;
  onChoose: (formatId: string) => void;
  lang: Language;
  now: number;
}

/** The formats of the chosen city as cards: price (and old price), availability, age, team, sale. */
export function FormatChoice({ options, chosen, onChoose, lang, now }: FormatChoiceProps) {
  const { t } = useTranslation();
  const name = `rk-format${useId()}`;
  return (
    <fieldset className="choices" part="formats">
      <legend className="choices__legend">{t('event.chooseFormat')}</legend>
      {options.map(({ format, item }) => {
        const soldOut = isTicketSoldOut(item);
        const left = ticketsLeftOf(item);
        const teamSize = teamSizeMessage(item);
        return (
          <ChoiceCard
            key={format.public_id}
            name={name}
            value={format.public_id}
            checked={chosen === format.public_id}
            disabled={soldOut}
            onChoose={onChoose}
            title={format.title}
            details={
              <>
                {format.description != null && format.description !== '' && <span className="choice__text">{format.description}</span>}
                <span className="tags">
                  {soldOut ? (
                    <span className="tag tag--out">{t('event.soldOut')}</span>
                  ) : (
                    left !== undefined && left <= FEW_TICKETS_LEFT && <span className="tag tag--few">{t('buyTicket.few', { count: left })}</span>
                  )}
                  {teamSize !== null && <span className="tag">{t(teamSize.key, { ...teamSize.values })}</span>}
                  {ageText(format, t) !== undefined && <span className="tag">{ageText(format, t)}</span>}
                  {format.sale != null && isSaleInTime(format.sale, now) && (
                    <span className="tag tag--sale">
                      {t('buyTicket.saleNote', {
                        discount: format.sale.discount_form === 'percent' ? `${format.sale.discount}\u00a0%` : formatRoubles(format.sale.discount, lang),
                        count: format.sale.count,
                      })}
                    </span>
                  )}
                </span>
              </>
            }
            aside={
              <span className="choice__price">
                <Price value={format.price} old={format.old_price ?? undefined} />
                {item.team_all === true && <span className="choice__unit">{t('buyTicket.perParticipant')}</span>}
              </span>
            }
          />
        );
      })}
    </fieldset>
  );
}

// i18next's own TFunction: the hook's return type, with the project's strict keys, grows too deep to check.
type Translate = TFunction;

/** 'Возраст участников: от 14 до 80 лет', or only the bound the format has. */
function ageText(format: EventFormat, t: Translate): string | undefined {
  const min = format.age_min ?? undefined;
  const max = format.age_max ?? undefined;
  if (min !== undefined && max !== undefined) return t('event.ageLimit', { min, max });
  if (min !== undefined) return t('buyTicket.ageFrom', { min });
  if (max !== undefined) return t('buyTicket.ageUpTo', { max });
  return undefined;
}
