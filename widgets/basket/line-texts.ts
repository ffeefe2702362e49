import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { eventsCalls, formatsCalls, insuranceCalls, shopCalls } from '../../sdk/contract/index.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';

/** What a card writes of its line: the heading, the place and the format. */
export interface LineTexts {
  readonly title: string;
  readonly place: string | undefined;
  readonly format: string | undefined;
}

/** The texts a line carries: those of the language it was added in. */
function storedTexts(line: BasketItem): LineTexts {
  const title = line.selector === 'ticket' ? (line.event?.title ?? line.title ?? line.name ?? '') : (line.title ?? line.name ?? '');
  // buy-ticket keeps the format's title in `name` (and the event's in `title`); older lines only in `title`.
  const format = line.selector === 'ticket' && line.event?.title != null ? (line.name ?? line.title ?? undefined) : undefined;
  return { title, place: line.address ?? line.event_city?.name ?? undefined, format };
}

const some = (id: string | null | undefined) => (id == null || id === '' ? null : { params: { id } });

/**
 * A card's texts in the visitor's language (issue 29 §6): a line keeps the texts of the
 * language it was added in, so the card reads them again from the catalogue — the event (its
 * title, its city's address), the format, the product, the insurance — which answers in the
 * visitor's language and asks again when it changes. Until an answer comes, the line's own.
 */
export function useLineTexts(line: BasketItem | undefined): LineTexts {
  const ticket = line?.selector === 'ticket';
  const goods = line?.selector === 'shop' || line?.selector === 'certificate';
  const insurance = line?.selector === 'insurance';
  const event = useCallQuery(eventsCalls.byId, ticket || insurance ? some(line?.event?.public_id) : null).data;
  const format = useCallQuery(formatsCalls.byId, ticket ? some(line?.format_public_id ?? line?.public_id) : null).data;
  const product = useCallQuery(shopCalls.product, goods ? some(line?.public_id) : null).data;
  const offers = useCallQuery(insuranceCalls.byFormat, insurance ? some(line?.format_public_id) : null).data?.values;
  if (line === undefined) return { title: '', place: undefined, format: undefined };
  const stored = storedTexts(line);
  const city = event?.event_city.find((each) => each.public_id === line.event_city?.public_id);
  const place = line.address == null ? stored.place : (city?.address ?? format?.address ?? stored.place);
  if (ticket) return { title: event?.title ?? stored.title, place, format: stored.format === undefined ? undefined : (format?.title ?? stored.format) };
  if (goods) return { ...stored, title: product?.title ?? stored.title };
  if (insurance) {
    const offer = offers?.find((each) => each.public_id === line.public_id);
    return { ...stored, title: offer === undefined ? stored.title : (offer.title ?? offer.name), place };
  }
  return stored;
}
