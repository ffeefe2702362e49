/**
 * The server's own pricing of a payment request (docs/architecture.md: "the client's figures are never
 * trusted"). Everything is read from the database — formats and their stock, shirts, sizes,
 * products, insurance products, sales, promo codes, the buyer's vip discount, delivery
 * prices — every line is checked with the site's rules (sdk/basket, sdk/forms) and priced
 * with sdk/basket/price-basket.ts, the same function the basket shows its totals with.
 *
 * Promo codes are read under a row lock (FOR UPDATE) inside the payment's transaction, so the
 * uses a price counts on are still there when they are taken. The stock holds are only
 * listed here; create-order.ts takes them.
 */
import type { EventFormat } from '../../sdk/contract/schemas/event-format.ts';
import type { InsuranceLine, PaymentRequest, ShopLine, TicketLine } from '../../sdk/contract/schemas/payment-order.ts';
import type { PromocodeState } from '../../sdk/contract/schemas/promocode-state.ts';
import type { Sale } from '../../sdk/contract/schemas/sale.ts';
import { DEFAULT_TICKET_KIND } from '../../sdk/basket/basket-constants.ts';
import { priceBasket, type PriceLine } from '../../sdk/basket/price-basket.ts';
import { checkTicketCount } from '../../sdk/basket/ticket-count.ts';
import { vipDiscountLineId } from '../../sdk/basket/vip-discount.ts';
import { formatRuDate, parseIsoDate } from '../../sdk/forms/calendar-date.ts';
import { validateBasketContacts } from '../../sdk/forms/basket-contacts.ts';
import { cleanEmail } from '../../sdk/forms/email.ts';
import { validateInsuranceForm } from '../../sdk/forms/insurance-form.ts';
import { phoneDigits } from '../../sdk/forms/phone.ts';
import type { UserRow } from '../accounts/user-row.ts';
import { loadFormats } from '../catalogue/format-queries.ts';
import { wrongItemKeys } from '../catalogue/promocodes-routes.ts';
import { isoOf, numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { accepted, refuseMessage } from '../http/form-rules.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { formatBasketItem, participantError, type ParticipantData } from '../tickets/participant-check.ts';
import { serialQueries } from './serial-queries.ts';
import { refuseInsuredTwice } from './insured-once.ts';
import type { StockHold } from './stock-holds.ts';

/** What an order line is. */
export type LineKind = 'ticket' | 'shop' | 'certificate' | 'insurance' | 'ticket_insurance';

/** One priced line of the order, ready to be stored. */
export interface PlannedLine {
  readonly position: number;
  readonly kind: LineKind;
  /** The position of the ticket line an attached insurance belongs to. */
  readonly lineOf: number | null;
  readonly itemId: string;
  readonly title: string;
  readonly ticketKind: string | null;
  readonly size: string | null;
  readonly count: number;
  readonly unitPrice: number;
  readonly total: number;
  readonly promocode: string | null;
  readonly promoUnits: number;
  readonly details: Readonly<Record<string, unknown>>;
}

/** The delivery details of an order whose goods travel. */
export interface OrderDelivery {
  readonly phone: string;
  readonly location_id: number;
  readonly address: string;
  readonly first_name: string;
  readonly last_name: string;
}

/** The order as the server prices it. */
export interface OrderPlan {
  readonly email: string;
  readonly lines: readonly PlannedLine[];
  readonly holds: readonly StockHold[];
  readonly goodsTotal: number;
  readonly discount: number;
  readonly deliveryCost: number;
  readonly amount: number;
  readonly delivery: OrderDelivery | null;
}

interface ProductRow {
  readonly public_id: string;
  readonly title: string;
  readonly price: number;
  readonly kind: 'good' | 'certificate';
  readonly stock: number | null;
  readonly delivery: boolean;
  readonly hidden_delivery: boolean;
  readonly hidden: boolean;
}

interface InsuranceRow {
  readonly public_id: string;
  readonly name: string;
  readonly price: number;
  readonly active: boolean;
}

interface PromoRow {
  readonly code: string;
  readonly item_type: 'ticket' | 'product' | 'insurance';
  readonly public_ids: readonly string[];
  readonly discount: unknown;
  readonly discount_form: 'percent' | 'fixed';
  readonly price: number | null;
  readonly total_count: number;
  readonly used_count: number;
  readonly active: boolean;
  readonly valid_until: unknown;
}

/** A line before pricing: what it is, its price line, and what it holds. */
interface Draft {
  readonly line: Omit<PlannedLine, 'total' | 'promoUnits' | 'position'>;
  readonly price: PriceLine;
  /** The promo code's item type and the id it is checked against. */
  readonly promo: { readonly code: string; readonly itemType: PromoRow['item_type']; readonly itemId: string; readonly field: string } | null;
}

const MAX_COUNT = 500;

function checkCount(count: number, field: string): void {
  if (!Number.isInteger(count)) throw badRequest('forms.valueInteger', { field });
  if (count < 1) throw badRequest('forms.valuePositive', { field });
  if (count > MAX_COUNT) throw new HttpError(409, 'basket.ticketCount.text', { field });
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;
const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function ticketDraft(
  line: TicketLine,
  index: number,
  format: EventFormat | undefined,
  insurances: ReadonlyMap<string, InsuranceRow>,
  insuredFormats: ReadonlySet<string>,
  request: PaymentRequest,
  now: Date,
): { drafts: Draft[]; holds: StockHold[] } {
  const field = `tickets.${index}`;
  if (format === undefined) throw badRequest('server.catalogue.formatNotFound', { field: `${field}.public_id` });
  if (format.event_public_id !== line.event_public_id || format.event_city_public_id !== line.event_city.public_id) {
    throw badRequest('server.payment.staleTicket', { field });
  }
  if (format.start_time == null || Date.parse(format.start_time) <= now.getTime()) {
    throw badRequest('server.payment.salesClosed', { field });
  }
  const kind = filled(line.kind) ? line.kind : DEFAULT_TICKET_KIND;
  if (format.tickets_left?.[kind] === undefined) throw badRequest('server.payment.unknownKind', { field: `${field}.kind` });
  checkCount(line.count, `${field}.count`);
  const data: ParticipantData = {
    info: line.info,
    cluster: line.cluster,
    select_field: line.select_field,
    license_file: line.license_file,
  };
  // the count rules of the basket: buy_limit, else tickets left of the kind, else max_count
  const countMessage = checkTicketCount(formatBasketItem(format, line.count, kind), line.count);
  if (countMessage !== null) throw new HttpError(409, countMessage, { field: `${field}.count` });

  // participant data: required for pre-registration formats and when the buyer says it is
  // complete; a complete form issues the first ticket of the line registered
  const hasInfo = line.info !== undefined && Object.keys(line.info).length > 0;
  const formError = participantError(format, data, now, `${field}.`);
  if (formError !== undefined && (format.preregistration === true || (request.register && hasInfo))) throw formError;
  const registered = hasInfo && formError === undefined;

  const holds: StockHold[] = [{ hold: 'ticket', id: format.public_id, kind, count: line.count }];
  const size = line.info?.['item_size'];
  const shirt = registered && filled(size) ? format.sizes?.find((entry) => entry.name === size || entry.public_id === size) : undefined;
  if (shirt !== undefined && format.shirt_unavailable !== true) holds.push({ hold: 'shirt', id: shirt.public_id, count: 1 });

  const drafts: Draft[] = [
    {
      line: {
        kind: 'ticket',
        lineOf: null,
        itemId: format.public_id,
        title: format.title,
        ticketKind: kind,
        size: shirt?.name ?? null,
        count: line.count,
        unitPrice: format.price,
        promocode: filled(line.promocode) ? line.promocode.trim().toUpperCase() : null,
        details: {
          info: line.info ?? null,
          cluster: line.cluster ?? null,
          select_field: line.select_field ?? null,
          license: line.license ?? null,
          license_file: line.license_file ?? null,
          registered,
          shirt_size_id: shirt?.public_id ?? null,
          delivery_public_id: line.delivery_public_id ?? null,
        },
      },
      price: { id: `t${index}`, selector: 'ticket', formatId: format.public_id, unitPrice: format.price, count: line.count },
      promo: filled(line.promocode) ? { code: line.promocode, itemType: 'ticket', itemId: format.public_id, field: `${field}.promocode` } : null,
    },
  ];
  if (filled(line.insurance)) {
    const insurance = insurances.get(line.insurance);
    if (insurance === undefined || !insurance.active) throw badRequest('server.catalogue.insuranceNotFound', { field: `${field}.insurance` });
    if (format.insurance_available !== true || !insuredFormats.has(`${insurance.public_id}\u0000${format.public_id}`)) {
      throw badRequest('server.payment.insuranceNotForFormat', { field: `${field}.insurance` });
    }
    drafts.push({
      line: {
        kind: 'ticket_insurance',
        lineOf: null,
        itemId: insurance.public_id,
        title: insurance.name,
        ticketKind: null,
        size: null,
        count: line.count,
        unitPrice: insurance.price,
        promocode: null,
        details: { start_date: format.start_time },
      },
      price: { id: `t${index}#insurance`, selector: 'insurance', formatId: insurance.public_id, unitPrice: insurance.price, count: line.count },
      promo: null,
    });
  }
  return { drafts, holds };
}

interface SizeRow {
  readonly public_id: string;
  readonly product_id: string;
  readonly name: string;
}

function shopDraft(
  line: ShopLine,
  index: number,
  product: ProductRow | undefined,
  sizes: readonly SizeRow[],
  addresslessMethods: ReadonlySet<string>,
): { draft: Draft; holds: StockHold[]; travels: boolean } {
  const field = `shop.${index}`;
  if (product === undefined || product.hidden) throw badRequest('server.catalogue.productNotFound', { field: `${field}.public_id` });
  checkCount(line.count, `${field}.count`);
  const certificate = product.kind === 'certificate';
  if (certificate && filled(line.promocode)) throw badRequest('server.promo.certificate', { field: `${field}.promocode` });
  const own = sizes.filter((size) => size.product_id === product.public_id);
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
        promocode: filled(line.promocode) ? line.promocode.trim().toUpperCase() : null,
        details: { text: line.text ?? null, delivery_public_id: line.delivery_public_id ?? null },
      },
      price: {
        id: `s${index}`,
        selector: certificate ? 'certificate' : 'shop',
        formatId: product.public_id,
        unitPrice: product.price,
        count: line.count,
      },
      promo: filled(line.promocode) ? { code: line.promocode, itemType: 'product', itemId: product.public_id, field: `${field}.promocode` } : null,
    },
    holds,
    // goods travel unless they are certificates, hidden-delivery, or go by a method without an address (pickup)
    travels: !certificate && product.delivery && !product.hidden_delivery && !addresslessMethods.has(line.delivery_public_id ?? ''),
  };
}

function insuranceDraft(line: InsuranceLine, index: number, insurance: InsuranceRow | undefined, now: Date): Draft {
  const field = `insurances.${index}`;
  if (insurance === undefined || !insurance.active) throw badRequest('server.catalogue.insuranceNotFound', { field: `${field}.public_id` });
  checkCount(line.count, `${field}.count`);
  const birth = parseIsoDate(line.birth_date);
  const start = parseIsoDate(line.start_date);
  if (start === undefined) throw badRequest('forms.dateIncorrectStrict', { field: `${field}.start_date` });
  const check = validateInsuranceForm(
    {
      first_name: line.first_name,
      last_name: line.last_name,
      ...(filled(line.second_name) ? { second_name: line.second_name } : {}),
      birth_date: birth === undefined ? line.birth_date : formatRuDate(birth),
      ...(line.gender === 'male' || line.gender === 'female' ? { gender: line.gender } : {}),
      phone: line.phone,
    },
    { startDate: line.start_date, now: now.getTime() },
  );
  const first = Object.entries(check.errors)[0];
  if (first?.[1] !== undefined) throw badRequest(first[1], { field: `${field}.${first[0]}` });
  return {
    line: {
      kind: 'insurance',
      lineOf: null,
      itemId: insurance.public_id,
      title: insurance.name,
      ticketKind: null,
      size: null,
      count: line.count,
      unitPrice: insurance.price,
      promocode: filled(line.promocode) ? line.promocode.trim().toUpperCase() : null,
      details: {
        insured: {
          first_name: line.first_name.trim(),
          last_name: line.last_name.trim(),
          second_name: line.second_name?.trim() ?? null,
          birth_date: line.birth_date,
          gender: line.gender,
          phone: phoneDigits(line.phone),
        },
        start_date: line.start_date,
      },
    },
    price: { id: `i${index}`, selector: 'insurance', formatId: insurance.public_id, unitPrice: insurance.price, count: line.count },
    promo: filled(line.promocode) ? { code: line.promocode, itemType: 'insurance', itemId: insurance.public_id, field: `${field}.promocode` } : null,
  };
}

async function loadSales(tx: Queryable, formatIds: readonly string[]): Promise<Sale[]> {
  if (formatIds.length === 0) return [];
  const rows = await tx.query<{
    public_id: string;
    active: boolean;
    start_date: unknown;
    end_date: unknown;
    discount: unknown;
    discount_form: 'percent' | 'fixed';
    count: number;
    formats: readonly string[];
  }>(
    `SELECT s.*, ARRAY(SELECT format_id FROM sale_format x WHERE x.sale_id = s.public_id ORDER BY format_id) AS formats
       FROM sale s
      WHERE s.public_id IN (SELECT sale_id FROM sale_format WHERE format_id = ANY($1))`,
    [formatIds],
  );
  return rows.map((row) => ({
    public_id: row.public_id,
    active: row.active,
    start_date: isoOf(row.start_date),
    end_date: isoOf(row.end_date),
    discount: numberOf(row.discount),
    discount_form: row.discount_form,
    count: row.count,
    formats: [...row.formats],
  }));
}

async function deliveryOf(tx: Queryable, request: PaymentRequest, goodsCost: number): Promise<{ delivery: OrderDelivery; cost: number }> {
  // The basket's delivery fields, by the rule the basket shows (its city is the payment's location_id).
  const { errors } = validateBasketContacts(
    { email: '', phone: request.phone, first_name: request.first_name, last_name: request.last_name, address: request.address, city_id: request.location_id },
    { deliveryNeeded: true },
  );
  for (const field of ['address', 'first_name', 'last_name', 'city_id', 'phone'] as const) refuseMessage(errors[field], field === 'city_id' ? 'location_id' : field);
  const cityId = typeof request.location_id === 'number' ? request.location_id : Number(request.location_id);
  const [city] = Number.isSafeInteger(cityId)
    ? await tx.query<{ region_id: number }>('SELECT region_id FROM location_city WHERE id = $1', [cityId])
    : [];
  if (city === undefined) throw badRequest('server.catalogue.deliveryUnavailable', { field: 'location_id' });
  const [price] = await tx.query<{ cost: number; free_from: number | null }>(
    `SELECT cost, free_from FROM delivery_price
      WHERE city_id = $1 OR (city_id IS NULL AND region_id = $2) OR (city_id IS NULL AND region_id IS NULL)
      ORDER BY (city_id IS NOT NULL) DESC, (region_id IS NOT NULL) DESC
      LIMIT 1`,
    [cityId, city.region_id],
  );
  if (price === undefined) throw badRequest('server.catalogue.deliveryUnavailable', { field: 'location_id' });
  const free = price.free_from !== null && goodsCost >= price.free_from;
  return {
    delivery: {
      phone: phoneDigits(request.phone ?? ''),
      location_id: cityId,
      address: (request.address ?? '').trim(),
      first_name: (request.first_name ?? '').trim(),
      last_name: (request.last_name ?? '').trim(),
    },
    cost: free ? 0 : price.cost,
  };
}

/**
 * The promo states of the drafts, from the codes' rows read under lock. A code's uses left are
 * shared by the lines that carry it, in order; a line the code cannot apply to (unknown,
 * expired, another item) is a 400, a code with no use left a 409.
 */
async function promoStates(
  tx: Queryable,
  drafts: readonly Draft[],
  vipLineId: string | undefined,
  now: Date,
  unsafeNoLocking: boolean,
): Promise<Map<string, PromocodeState>> {
  const codes = [...new Set(drafts.flatMap((draft) => (draft.promo === null ? [] : [draft.promo.code.trim().toUpperCase()])))].sort();
  const states = new Map<string, PromocodeState>();
  if (codes.length === 0) return states;
  const rows = await tx.query<PromoRow>(
    `SELECT * FROM promocode WHERE code = ANY($1) ORDER BY code${unsafeNoLocking ? '' : ' FOR UPDATE'}`,
    [codes],
  );
  const left = new Map(rows.map((row) => [row.code, row.total_count - row.used_count]));
  for (const draft of drafts) {
    if (draft.promo === null) continue;
    const code = draft.promo.code.trim().toUpperCase();
    const row = rows.find((candidate) => candidate.code === code);
    const field = draft.promo.field;
    if (row === undefined) throw badRequest('server.promo.unknown', { field });
    const validUntil = row.valid_until === null ? null : new Date(isoOf(row.valid_until));
    if (!row.active || (validUntil !== null && validUntil <= now)) throw badRequest('server.promo.expired', { field });
    if (row.item_type !== draft.promo.itemType || (row.public_ids.length > 0 && !row.public_ids.includes(draft.promo.itemId))) {
      throw badRequest(wrongItemKeys[draft.promo.itemType], { field });
    }
    // the vip's discounted ticket takes no promo code (purchase.md §6): it uses none
    if (draft.price.id === vipLineId) continue;
    const available = left.get(code) ?? 0;
    if (available <= 0) throw new HttpError(409, 'server.promo.spent', { field });
    left.set(code, available - Math.min(available, draft.price.count));
    states.set(draft.price.id, {
      code,
      status: 'applied',
      discount: numberOf(row.discount),
      discount_form: row.discount_form,
      code_count: available,
      price: row.price,
    });
  }
  return states;
}

/** Checks and prices `request` for `user`; answers the lines, holds and sums of the order. */
export async function planOrder(
  transaction: Queryable,
  request: PaymentRequest,
  user: UserRow | undefined,
  now: Date,
  unsafeNoLocking = false,
): Promise<OrderPlan> {
  const tx = serialQueries(transaction);
  const email = accepted(cleanEmail(request.email), 'email');
  if (request.tickets.length + request.shop.length + request.insurances.length === 0) throw badRequest('server.catalogue.emptyBasket');

  const formatIds = [...new Set(request.tickets.map((line) => line.public_id))];
  const productIds = [...new Set(request.shop.map((line) => line.public_id))];
  const insuranceIds = [
    ...new Set([...request.insurances.map((line) => line.public_id), ...request.tickets.map((line) => line.insurance).filter(defined)]),
  ];
  const methodIds = [...new Set(request.shop.map((line) => line.delivery_public_id).filter(defined))];
  const [formats, products, sizes, insuranceRows, insuredPairs, sales, addressless] = await Promise.all([
    // Russian: an order line keeps the catalogue's own title (the fiscal receipt, 54-ФЗ, is Russian)
    formatIds.length === 0 ? Promise.resolve([]) : loadFormats(tx, { by: 'ids', ids: formatIds }, 'ru'),
    productIds.length === 0 ? Promise.resolve([]) : tx.query<ProductRow>('SELECT * FROM product WHERE public_id = ANY($1)', [productIds]),
    productIds.length === 0
      ? Promise.resolve([])
      : tx.query<SizeRow>('SELECT public_id, product_id, name FROM product_size WHERE product_id = ANY($1) ORDER BY sort', [productIds]),
    insuranceIds.length === 0
      ? Promise.resolve([])
      : tx.query<InsuranceRow>('SELECT public_id, name, price, active FROM insurance WHERE public_id = ANY($1)', [insuranceIds]),
    formatIds.length === 0
      ? Promise.resolve([])
      : tx.query<{ insurance_id: string; format_id: string }>('SELECT insurance_id, format_id FROM insurance_format WHERE format_id = ANY($1)', [
          formatIds,
        ]),
    loadSales(tx, formatIds),
    methodIds.length === 0
      ? Promise.resolve([])
      : tx.query<{ public_id: string }>('SELECT public_id FROM delivery_method WHERE public_id = ANY($1) AND (pickup OR hidden_address)', [
          methodIds,
        ]),
  ]);
  const addresslessMethods = new Set(addressless.map((row) => row.public_id));
  // an event whose sales open later (event.sales_open_at, migration 019) sells nothing before then
  const eventIds = [...new Set(formats.map((format) => format.event_public_id ?? ''))];
  const notOpen = new Set(
    eventIds.length === 0
      ? []
      : (await tx.query<{ public_id: string }>('SELECT public_id FROM event WHERE public_id = ANY($1) AND sales_open_at > $2', [eventIds, now])).map(
          (row) => row.public_id,
        ),
  );
  const formatById = new Map(formats.map((format) => [format.public_id, format]));
  const productById = new Map(products.map((product) => [product.public_id, product]));
  const insuranceById = new Map(insuranceRows.map((row) => [row.public_id, row]));
  const insuredFormats = new Set(insuredPairs.map((pair) => `${pair.insurance_id}\u0000${pair.format_id}`));

  const drafts: Draft[] = [];
  const holds: StockHold[] = [];
  const perFormat = new Map<string, number>();
  request.tickets.forEach((line, index) => {
    const format = formatById.get(line.public_id);
    if (format !== undefined && notOpen.has(format.event_public_id ?? '')) throw badRequest('server.payment.salesNotOpen', { field: `tickets.${index}` });
    const planned = ticketDraft(line, index, format, insuranceById, insuredFormats, request, now);
    drafts.push(...planned.drafts);
    holds.push(...planned.holds);
    // the format's buy limit caps the order, not just each line: two lines of 6 pass no limit of 10
    const count = (perFormat.get(line.public_id) ?? 0) + line.count;
    perFormat.set(line.public_id, count);
    if (format?.buy_limit != null && count > format.buy_limit) {
      throw new HttpError(409, 'basket.ticketCount.text', { field: `tickets.${index}.count` });
    }
  });
  let travels = false;
  let travellingCost = 0;
  request.shop.forEach((line, index) => {
    const planned = shopDraft(line, index, productById.get(line.public_id), sizes, addresslessMethods);
    drafts.push(planned.draft);
    holds.push(...planned.holds);
    if (!planned.travels) return;
    travels = true;
    travellingCost += planned.draft.price.unitPrice * planned.draft.price.count;
  });
  request.insurances.forEach((line, index) => drafts.push(insuranceDraft(line, index, insuranceById.get(line.public_id), now)));
  await refuseInsuredTwice(tx, request.insurances);

  const ownedFormatIds =
    user === undefined || formatIds.length === 0
      ? []
      : (
          await tx.query<{ format_id: string }>(
            `SELECT DISTINCT format_id FROM ticket WHERE user_id = $1 AND status = 'active' AND format_id = ANY($2)`,
            [user.public_id, formatIds],
          )
        ).map((row) => row.format_id);
  const buyer = user === undefined ? null : { role: [...user.role], discount: user.discount === null ? null : numberOf(user.discount), discount_form: user.discount_form };
  const vipLineId = vipDiscountLineId(
    drafts.map((draft) => draft.price),
    buyer,
    ownedFormatIds,
  );
  const states = await promoStates(tx, drafts, vipLineId, now, unsafeNoLocking);
  const delivery = travels ? await deliveryOf(tx, request, travellingCost) : null;

  const price = priceBasket({
    lines: drafts.map((draft) => ({ ...draft.price, promocode: states.get(draft.price.id) ?? null })),
    sales,
    user: buyer,
    ownedFormatIds,
    deliveryCost: delivery?.cost ?? 0,
    now: now.getTime(),
  });

  const positions = new Map<string, number>();
  const lines = drafts.map((draft, index): PlannedLine => {
    const priced = price.lines[index];
    if (priced === undefined) throw new Error('priceBasket answered fewer lines than it was given');
    positions.set(draft.price.id, index);
    const parent = draft.line.kind === 'ticket_insurance' ? positions.get(draft.price.id.replace(/#insurance$/, '')) : undefined;
    return { ...draft.line, position: index, lineOf: parent ?? null, total: priced.total, promoUnits: priced.promoUnits };
  });
  for (const line of lines) {
    if (line.promocode !== null && line.promoUnits > 0) holds.push({ hold: 'promo', id: line.promocode, count: line.promoUnits });
  }
  return {
    email,
    lines,
    holds,
    goodsTotal: price.goodsTotal,
    discount: price.discount,
    deliveryCost: price.deliveryCost,
    amount: price.total,
    delivery: delivery?.delivery ?? null,
  };
}
