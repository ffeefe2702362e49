import { widget } from '../../sdk/elements/index.ts';
import { BasketBadge } from './basket-badge.tsx';
import badgeCss from './basket-badge.css?inline';
import { basketBadgeTexts } from './basket-badge-texts.ts';

/**
 * `<racekit-basket-badge>` (documented in basket-badge.tsx) as a widget: registered as a tag by define.ts
 * (the site, the tests, a React host), mounted by its first paint (basket-badge-shell.ts) in the embed bundle.
 */
export const basketBadgeWidget = widget('racekit-basket-badge', BasketBadge, { attributes: {}, styles: [badgeCss], texts: basketBadgeTexts });
