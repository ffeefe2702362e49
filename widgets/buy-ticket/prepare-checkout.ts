import { insuranceOffersInput, relatedGoodsInput, shirtSizesInput } from '../../sdk/checkout/index.ts';
import { insuranceCalls, shopCalls } from '../../sdk/contract/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { prefetchCall } from '../../sdk/elements/index.ts';
import { existingHandoff } from '../../sdk/runtime/index.ts';
import { preloadParticipantForm } from '../../sdk/ui/form/index.ts';
import { BASKET_TAG } from './checkout-path.ts';

/**
 * Inline checkout's next step, asked for while the visitor still chooses (issue 30: add → form
 * waits on no request it could have made earlier): as the dialog opens, the basket's code and
 * texts (through the loader, in the embed; the site has them) and the participant form's code
 * with its masks; as the ticket is added, the answers the basket's card shows beside it.
 */
export function prepareInlineCheckout(host: HTMLElement | null): void {
  // Failures are the basket's to report when it asks again itself (the loader reports its own).
  void existingHandoff()?.load?.(BASKET_TAG, host ?? undefined).catch(() => undefined);
  void preloadParticipantForm().catch(() => undefined);
  void import('../../sdk/ui/form/phone-field.tsx').catch(() => undefined);
}

/** The answers the basket's card of `line` shows (sdk/checkout/card-answers.ts), into the page's query client. */
export function prefetchCardAnswers(line: BasketItem): void {
  prefetchCall(insuranceCalls.byFormat, insuranceOffersInput(line));
  const related = relatedGoodsInput(line);
  if (related !== null) prefetchCall(shopCalls.related, related);
  const shirts = shirtSizesInput(line);
  if (shirts !== null) prefetchCall(shopCalls.shirts, shirts);
}
