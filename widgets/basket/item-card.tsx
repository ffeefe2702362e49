import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeBasketGroup, removeBasketItem, itemCardCost, needsDeliveryMethod, teamSizeMessage } from '../../sdk/basket/index.ts';
import { pictureUrl } from '../../sdk/config/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { shopCalls } from '../../sdk/contract/index.ts';
import { formatDayMonthTime } from '../../sdk/format/index.ts';
import { Price, CountStepper } from '../../sdk/ui/index.ts';
import { useBasketActions } from './basket-context.ts';
import type { CardUnit } from './card-units.ts';
import { DeliveryMethodSelect } from './delivery-method-select.tsx';
import { InsuranceLinePanel } from './insurance-line-panel.tsx';
import { ParticipantTabs } from './participant-tabs.tsx';
import { PromoField } from './promo-field.tsx';
import { useCallQuery } from '../../sdk/elements/index.ts';
import { useCountStep } from './use-count-step.ts';
import { useLanguage } from './use-language.ts';
import { shirtSizesInput } from '../../sdk/checkout/index.ts';
import { useLineTexts } from './line-texts.ts';

/**
 * One card of the basket (purchase.md §2 "Basket item card"): logo and title, place and date,
 * format or size, quantity with plus and minus, cost (unit price × count in whole roubles),
 * delete; then what the kind of line needs — a ticket its insurance, participant tabs, extras
 * and promo code, and the medical-certificate note; goods their delivery method and promo
 * code; an insurance its insured person.
 */
export function ItemCard({ unit, items }: { unit: CardUnit; items: readonly BasketItem[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { edit, revealCount } = useBasketActions();
  const [active, setActive] = useState(0);
  const [revealSeen, setRevealSeen] = useState(revealCount);
  const first = unit.lines[0];
  const sizes = useCallQuery(shopCalls.shirts, first === undefined ? null : shirtSizesInput(first)).data?.values;
  const count = useCountStep(unit, items, { sizes, onActiveChange: setActive });
  const { title, place, format } = useLineTexts(first);
  // A new press of «Оплатить» that could not proceed: the first ticket whose form is incomplete
  // opens, unless the open one is (set while rendering, so the basket's focus on the first wrong
  // field, after this render, finds its form).
  if (revealSeen !== revealCount) {
    setRevealSeen(revealCount);
    const marked = (line: BasketItem | undefined) => line?.preregistration === true && line.isErrorTab !== false;
    const firstMarked = unit.lines.findIndex(marked);
    if (unit.group && firstMarked >= 0 && !marked(unit.lines[active])) setActive(firstMarked);
  }
  if (first === undefined) return null;

  const date = first.start_time == null ? '' : formatDayMonthTime(first.start_time, { lang, ...(first.event_city?.timezone == null ? {} : { timeZone: first.event_city.timezone }) });
  const picture = pictureUrl(first.logo ?? first.picture);

  const remove = () =>
    edit((list) => (unit.group && first.groupId != null ? removeBasketGroup(list, first.groupId) : removeBasketItem(list, first.unique_id)).items);

  return (
    <article className={`card card--${first.selector}`} part="item" aria-label={title}>
      <div className="card__top">
        <div className="card__media" aria-hidden="true">
          {picture === undefined ? <span className="card__placeholder">{title.slice(0, 1)}</span> : <img src={picture} alt="" loading="lazy" />}
        </div>
        <div className="card__info">
          <h3 className="card__title">{title}</h3>
          {(place !== undefined || date !== '') && <p className="card__meta">{[date, place].filter((part) => part !== undefined && part !== '').join(' · ')}</p>}
          {format != null && (
            <p className="card__meta">
              {t('basket.item.format')}: <strong>{format}</strong>
            </p>
          )}
          {first.size != null && first.size !== '' && (
            <p className="card__meta">
              {t('basket.item.size')}: <strong>{first.size}</strong>
            </p>
          )}
        </div>
        <button type="button" className="card__remove" aria-label={`${t('basket.item.remove')}: ${title}`} onClick={remove}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <div className="card__row">
        <CountStepper className="card__count" value={count.count} canDecrease={count.canDecrease} canIncrease={count.canIncrease} busy={count.busy} onStep={count.step} />
        <div className="card__cost">
          <span className="card__cost-label">{t('basket.item.cost')}</span>
          <Price
            size="lg"
            value={itemCardCost({ price: first.price, count: count.count })}
            old={first.old_price == null ? undefined : itemCardCost({ price: first.old_price, count: count.count })}
          />
        </div>
      </div>
      {first.selector === 'ticket' && <CountNote line={first} atLimit={!count.canIncrease} limit={count.limit} />}
      <div className="card__details">
        {first.selector === 'ticket' && <ParticipantTabs lines={unit.lines} group={unit.group} items={items} sizes={sizes} active={active} onActiveChange={setActive} />}
        {first.selector === 'insurance' && <InsuranceLinePanel line={first} />}
        {needsDeliveryMethod(first) && <DeliveryMethodSelect lines={unit.lines} />}
        {first.selector !== 'ticket' && <PromoField key={first.unique_id} line={first} />}
        {first.selector === 'ticket' && <p className="card__note">{t('basket.item.medicalNote')}</p>}
      </div>
    </article>
  );
}

/**
 * Under a ticket's count: a team's size in the one wording of sdk/basket (issue 29 item 12), or,
 * once «+» is off, the limit it stopped at (issue 29 item 10).
 */
function CountNote({ line, atLimit, limit }: { line: BasketItem; atLimit: boolean; limit: number }) {
  const { t } = useTranslation();
  const team = teamSizeMessage(line);
  if (team !== null) return <p className="card__note card__note--count">{t(team.key, { ...team.values })}</p>;
  if (!atLimit) return null;
  return <p className="card__note card__note--count">{t('basket.item.countLimit', { count: limit })}</p>;
}
