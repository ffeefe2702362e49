import { widget, attr } from '../../sdk/elements/index.ts';
import { installAuthBridge } from '../../sdk/state/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import sectionHeadCss from '../../sdk/ui/css/section-head.css?inline';
import { uiStyles } from '../../sdk/ui/index.ts';
import { Basket } from './basket.tsx';
import basketCss from './basket.css?inline';
import { basketTexts } from './basket-texts.ts';

/** The attributes of `<racekit-basket>` (documented in basket.tsx). */
export const basketAttributes = { compact: attr.flag() };

/**
 * `<racekit-basket>` (documented in basket.tsx) as a widget: registered as a tag by define.ts
 * (the site, the tests, a React host), mounted by its first paint (basket-shell.ts) in the embed bundle.
 */
export const basketWidget = widget('racekit-basket', Basket, {
  attributes: basketAttributes,
  texts: basketTexts,
  styles: [...uiStyles, sectionHeadCss, basketCss],
  startup: [getQueryClient, installAuthBridge],
});
