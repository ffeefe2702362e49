import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { type AnyCallSpec, type CallInput, insuranceCalls, shopCalls } from '../../sdk/contract/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { visitorLanguageAtom } from '../../sdk/i18n/index.ts';
import { callQuery, callQueryKey } from '../../sdk/queries/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import type { Language } from '../../sdk/config/index.ts';
import { insuranceOffersInput, relatedGoodsInput, shirtSizesInput } from '../../sdk/checkout/index.ts';

interface Ask {
  readonly key: string;
  /** The answer is in the page's query client already. */
  readonly answered: () => boolean;
  readonly fetch: () => Promise<void>;
}

/** Every answer the tickets' cards show beside their lines, as the cards ask them (sdk/checkout/card-answers.ts). */
function cardAsks(items: readonly BasketItem[], language: Language): Ask[] {
  const ask = <S extends AnyCallSpec>(spec: S, input: CallInput<S> | null): Ask[] => {
    if (input === null) return [];
    const key = callQueryKey(spec, input, language);
    // Answered (asked for ahead): the cards draw on it, and their own queries refresh it if it has aged.
    const answered = () => getQueryClient().getQueryState(key)?.status === 'success';
    return [{ key: JSON.stringify(key), answered, fetch: () => getQueryClient().prefetchQuery(callQuery(spec, input, language)) }];
  };
  const asks = items
    .filter((line) => line.selector === 'ticket')
    .flatMap((line) => [...ask(insuranceCalls.byFormat, insuranceOffersInput(line)), ...ask(shopCalls.related, relatedGoodsInput(line)), ...ask(shopCalls.shirts, shirtSizesInput(line))]);
  return [...new Map(asks.map((entry) => [entry.key, entry])).values()];
}

/**
 * Whether the basket's cards can draw: the answers they show beside their lines (a ticket's
 * insurance offers, its extras, a pre-registration's shirt sizes) have come, or failed. Asked
 * here, ahead of the cards, into the page's query client, where the cards' own queries find
 * them. Without it a card grows as each answer comes (an insurance select, a list of extras)
 * and pushes down everything under it: on a slow phone a layout shift of 0.15. Once drawn, the
 * cards stay (a line added later shows its parts as they come: the visitor is acting then).
 */
export function useCardsReady(items: readonly BasketItem[]): boolean {
  const language = useAtomValue(visitorLanguageAtom);
  const asks = cardAsks(items, language);
  const wanted = asks.map((entry) => entry.key).join('\n');
  // Asked for ahead (the buy dialog asks as a ticket is chosen): the cards draw in the first render.
  const [drawn, setDrawn] = useState(() => asks.every((entry) => entry.answered()));
  const ready = drawn || asks.length === 0;
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    void Promise.allSettled(asks.map((entry) => entry.fetch())).then(() => {
      if (current) setDrawn(true);
    });
    return () => {
      current = false;
    };
    // `wanted` is the asks' content: a new list asking the same is the same wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, ready]);
  return ready;
}
