/** A shop line: a visible product, its size, its stock hold, and whether it travels. */
import type { ShopLine } from '../../../sdk/contract/schemas/index.ts';
import { badRequest } from '../../http/http-error.ts';
import type { StockHold } from '../stock-holds.ts';
import { checkCount, linePromo, type Draft } from './line-draft.ts';
import type { OrderCatalogue } from './order-catalogue.ts';

/** Checks shop line `index` and drafts it, with its holds; `travels` when the goods are delivered to an address. */
export function shopDraft(line: ShopLine, index: number, catalogue: OrderCatalogue): { draft: Draft; holds: StockHold[]; travels: boolean } {
  const field = `shop.${index}`;
  const product = catalogue.products.get(line.public_id);
  if (product === undefined || product.hidden) throw badRequest('server.catalogue.productNotFound', { field: `${field}.public_id` });
  checkCount(line.count, `${field}.count`);
  const certificate = product.kind === 'certificate';
  const own = catalogue.sizes.filter((size) => size.product_id === product.public_id);
  const wanted = line.size ?? line.proportions?.[0]?.public_id;
  const size = own.find((entry) => entry.name === wanted || entry.public_id === wanted);
  if (own.length > 0 && size === undefined) throw badRequest('forms.chooseSize', { field: `${field}.size` });
  const holds: StockHold[] = [];
  if (size !== undefined) holds.push({ hold: 'size', id: size.public_id, count: line.count });
  else if (product.stock !== null) holds.push({ hold: 'product', id: product.public_id, count: line.count });
  return {
    draft: {
      line: {
        kind: certificate ? 'certificate' : 'shop',
        lineOf: null,
        itemId: product.public_id,
        title: product.title,
        ticketKind: null,
        size: size?.name ?? null,
        count: line.count,
        unitPrice: product.price,
        details: { text: line.text ?? null, delivery_public_id: line.delivery_public_id ?? null },
      },
      price: { id: `s${index}`, selector: certificate ? 'certificate' : 'shop', formatId: product.public_id, unitPrice: product.price, count: line.count },
      // a certificate takes no code: the promo rule refuses it (promocode-rule.ts)
      promo: linePromo(line.promocode, { type: 'product', id: product.public_id, certificate }, `${field}.promocode`),
    },
    holds,
    // goods travel unless they are certificates, hidden-delivery, or go by a method without an address (pickup)
    travels: !certificate && product.delivery && !product.hidden_delivery && !catalogue.addresslessMethods.has(line.delivery_public_id ?? ''),
  };
}
