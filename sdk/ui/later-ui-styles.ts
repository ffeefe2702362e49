/**
 * Every primitive's styles but the button's and spinner's, in cascade order after them: what
 * code loading after a one-button first paint adopts (`useExtraStyles(laterUiStyles)`).
 */
import checksCss from './css/checks.css?inline';
import dialogCss from './css/dialog.css?inline';
import emptyStateCss from './css/empty-state.css?inline';
import fieldsCss from './css/fields.css?inline';
import priceCss from './css/price.css?inline';
import selectCss from './css/select.css?inline';
import skeletonCss from './css/skeleton.css?inline';
import stepperCss from './css/stepper.css?inline';
import tabsCss from './css/tabs.css?inline';

/** The CSS texts of fields, select, checkbox and radio, tabs, dialog, price, empty state, skeleton, count stepper. */
export const laterUiStyles: readonly string[] = [fieldsCss, selectCss, checksCss, tabsCss, dialogCss, priceCss, emptyStateCss, skeletonCss, stepperCss];
