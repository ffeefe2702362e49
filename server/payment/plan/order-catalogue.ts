/**
 * Everything of the catalogue a payment request names, read in its transaction: formats (with
 * their stock and shirts), products and sizes, insurance products and the formats they cover,
 * the formats' sales, the delivery methods without an address, and the events not on sale yet.
 */
import type { EventFormat, PaymentRequest, Sale } from '../../../sdk/contract/schemas/index.ts';
import { loadFormats, toSale, type SaleRow } from '../../catalogue/format-queries.ts';
import type { Queryable } from '../../db/database.ts';

export interface ProductRow {
  readonly public_id: string;
  readonly title: string;
  readonly price: number;
  readonly kind: 'good' | 'certificate';
  readonly stock: number | null;
  readonly delivery: boolean;
  readonly hidden_delivery: boolean;
  readonly hidden: boolean;
}

export interface SizeRow {
  readonly public_id: string;
  readonly product_id: string;
  readonly name: string;
}

export interface InsuranceRow {
  readonly public_id: string;
  readonly name: string;
  readonly price: number;
  readonly active: boolean;
}

/** The catalogue of one request, by id. */
export interface OrderCatalogue {
  readonly formats: ReadonlyMap<string, EventFormat>;
  readonly products: ReadonlyMap<string, ProductRow>;
  readonly sizes: readonly SizeRow[];
  readonly insurances: ReadonlyMap<string, InsuranceRow>;
  /** Whether insurance `i` covers format `f`: `${i}\u0000${f}`. */
  readonly insuredFormats: ReadonlySet<string>;
  readonly sales: readonly Sale[];
  /** Delivery methods that take no address (pickup, or an address not asked). */
  readonly addresslessMethods: ReadonlySet<string>;
  /** Events whose sales open later (event.sales_open_at, migration 019): they sell nothing before then. */
  readonly notOpenEvents: ReadonlySet<string>;
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** `read(ids)`, or nothing without ids. */
const whenAny = <T>(ids: readonly unknown[], read: () => Promise<T[]>): Promise<T[]> => (ids.length === 0 ? Promise.resolve([]) : read());

/** Every sale of `formatIds`, active or not: priceBasket decides which apply now. */
async function loadSales(tx: Queryable, formatIds: readonly string[]): Promise<Sale[]> {
  const rows = await tx.query<SaleRow>(
    `SELECT s.*, ARRAY(SELECT format_id FROM sale_format x WHERE x.sale_id = s.public_id ORDER BY format_id) AS formats
       FROM sale s
      WHERE s.public_id IN (SELECT sale_id FROM sale_format WHERE format_id = ANY($1))`,
    [formatIds],
  );
  return rows.map(toSale);
}

/** Reads the catalogue `request` names (`tx` runs one statement at a time: serial-queries.ts). */
export async function loadOrderCatalogue(tx: Queryable, request: PaymentRequest, now: Date): Promise<OrderCatalogue> {
  const formatIds = unique(request.tickets.map((line) => line.public_id));
  const productIds = unique(request.shop.map((line) => line.public_id));
  const insuranceIds = unique([...request.insurances.map((line) => line.public_id), ...request.tickets.map((line) => line.insurance).filter(defined)]);
  const methodIds = unique(request.shop.map((line) => line.delivery_public_id).filter(defined));
  const [formats, products, sizes, insurances, insuredPairs, sales, addressless] = await Promise.all([
    // Russian: an order line keeps the catalogue's own title (the fiscal receipt, 54-ФЗ, is Russian)
    whenAny(formatIds, () => loadFormats(tx, { by: 'ids', ids: formatIds }, 'ru')),
    whenAny(productIds, () => tx.query<ProductRow>('SELECT * FROM product WHERE public_id = ANY($1)', [productIds])),
    whenAny(productIds, () => tx.query<SizeRow>('SELECT public_id, product_id, name FROM product_size WHERE product_id = ANY($1) ORDER BY sort', [productIds])),
    whenAny(insuranceIds, () => tx.query<InsuranceRow>('SELECT public_id, name, price, active FROM insurance WHERE public_id = ANY($1)', [insuranceIds])),
    whenAny(formatIds, () =>
      tx.query<{ insurance_id: string; format_id: string }>('SELECT insurance_id, format_id FROM insurance_format WHERE format_id = ANY($1)', [formatIds]),
    ),
    whenAny(formatIds, () => loadSales(tx, formatIds)),
    whenAny(methodIds, () =>
      tx.query<{ public_id: string }>('SELECT public_id FROM delivery_method WHERE public_id = ANY($1) AND (pickup OR hidden_address)', [methodIds]),
    ),
  ]);
  const eventIds = unique(formats.map((format) => format.event_public_id ?? ''));
  const notOpen = await whenAny(eventIds, () =>
    tx.query<{ public_id: string }>('SELECT public_id FROM event WHERE public_id = ANY($1) AND sales_open_at > $2', [eventIds, now]),
  );
  return {
    formats: new Map(formats.map((format) => [format.public_id, format])),
    products: new Map(products.map((product) => [product.public_id, product])),
    sizes,
    insurances: new Map(insurances.map((row) => [row.public_id, row])),
    insuredFormats: new Set(insuredPairs.map((pair) => `${pair.insurance_id}\u0000${pair.format_id}`)),
    sales,
    addresslessMethods: new Set(addressless.map((row) => row.public_id)),
    notOpenEvents: new Set(notOpen.map((row) => row.public_id)),
  };
}
