import { useAtomValue } from 'jotai';
import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../sdk/config/index.ts';
import { useWidgetNavigate } from '../../sdk/elements/index.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom } from '../../sdk/state/index.ts';
import { BASKET_PATH, badgeCountText, basketIcon } from './basket-link.ts';

/**
 * @summary The header's basket link with the number of items in the basket: the length of
 * the locally stored list (`basketGoods` when signed in, `NoAuthBasketGoods` for a guest,
 * purchase.md §2 "Header"). It follows changes made by other widgets and by other tabs.
 *
 * @tag racekit-basket-badge
 *
 * @attr {'ru' | 'en'} lang - `ru` or `en`; the stored language by default.
 * @attr {'light' | 'dark'} theme - `light` or `dark`; the stored theme by default.
 *
 * @event racekit:navigate - `{ path: '/basket' }` on click; cancelable. Not prevented, the
 *   link opens the basket on the organiser's site.
 * @event racekit:error - the `lang` or `theme` attribute has a wrong value.
 *
 * @csspart base - the link.
 * @csspart icon - the basket picture.
 * @csspart count - the bubble with the number.
 *
 * @cssproperty --racekit-badge-color - colour of the icon; the host's text colour by default.
 * @cssproperty --racekit-badge-size - size of the clickable square (44px).
 * @cssproperty --racekit-accent - background of the number bubble.
 * @cssproperty --racekit-on-accent - the number's colour.
 */
export function BasketBadge() {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  const token = useAtomValue(tokenAtom);
  const userGoods = useAtomValue(basketGoodsAtom);
  const guestGoods = useAtomValue(guestBasketGoodsAtom);
  const count = (token === null ? guestGoods : userGoods).length;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (Ctrl/Cmd/Shift/middle click) is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(BASKET_PATH);
  };

  return (
    <a part="base" className="badge" href={`${getConfig().site}${BASKET_PATH}`} aria-label={t('firstPaint.basketCount', { count })} onClick={open}>
      <svg part="icon" className="badge__icon" viewBox={basketIcon.viewBox} aria-hidden="true" focusable="false">
        <path d={basketIcon.cart} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        {basketIcon.wheels.map(([cx, cy]) => (
          <circle key={cx} cx={cx} cy={cy} r={basketIcon.wheelRadius} fill="currentColor" />
        ))}
      </svg>
      <span part="count" className={count === 0 ? 'badge__count is-empty' : 'badge__count'} aria-hidden="true">
        {badgeCountText(count)}
      </span>
    </a>
  );
}
