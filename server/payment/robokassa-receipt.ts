/**
 * The fiscal receipt of an order (54-ФЗ; docs.robokassa.ru «Фискализация», parameter
 * `Receipt`): every line of the order with its name, quantity, sum after discounts, VAT rate
 * (ROBOKASSA_TAX), payment method and payment object; the taxation system (ROBOKASSA_SNO)
 * when set. Robokassa registers it with the shop's online cash register and mails it to the
 * buyer's Email. The item sums add up to OutSum.
 *
 * Decided (an organiser whose accountant says otherwise changes the table below):
 * - tickets, insurance and delivery are services (`service`), shop goods goods (`commodity`),
 *   all paid in full now (`full_payment`);
 * - a gift certificate is an advance for later purchases (`advance`, object `payment`).
 *
 * The refund API (refund call of robokassa-provider.ts) takes the same lines in its own
 * spelling (InvoiceItems: Name, Quantity, Cost, Tax, PaymentMethod, PaymentObject).
 */
import { roundMoney } from '../../sdk/format/index.ts';
import type { PaidLine } from './payment-provider.ts';
import type { ReceiptSno, ReceiptTax } from './payment-settings.ts';

/** A receipt line, as the Receipt JSON spells it. */
export interface ReceiptItem {
  readonly name: string;
  readonly quantity: number;
  readonly sum: number;
  readonly tax: ReceiptTax;
  readonly payment_method: 'full_payment' | 'advance';
  readonly payment_object: 'service' | 'commodity' | 'payment';
}

export interface RobokassaReceipt {
  readonly sno?: ReceiptSno;
  readonly items: readonly ReceiptItem[];
}

/** Robokassa cuts a receipt line's name at 128 characters. */
const NAME_LIMIT = 128;

const kinds: Readonly<Record<PaidLine['kind'], Pick<ReceiptItem, 'payment_method' | 'payment_object'>>> = {
  ticket: { payment_method: 'full_payment', payment_object: 'service' },
  ticket_insurance: { payment_method: 'full_payment', payment_object: 'service' },
  insurance: { payment_method: 'full_payment', payment_object: 'service' },
  delivery: { payment_method: 'full_payment', payment_object: 'service' },
  shop: { payment_method: 'full_payment', payment_object: 'commodity' },
  certificate: { payment_method: 'advance', payment_object: 'payment' },
};

/** The name of a line on a receipt: its title, at most 128 characters. */
export const receiptName = (title: string): string => {
  const name = title.replace(/\s+/g, ' ').trim();
  return name.length <= NAME_LIMIT ? name : `${name.slice(0, NAME_LIMIT - 1)}…`;
};

/** The receipt lines of `lines`, their payment method and object by kind. */
export function receiptItems(lines: readonly PaidLine[], tax: ReceiptTax): ReceiptItem[] {
  return lines.map((line) => ({
    name: receiptName(line.title),
    quantity: line.count,
    sum: roundMoney(line.total),
    tax,
    ...kinds[line.kind],
  }));
}

/** The Receipt of an order's lines. */
export function robokassaReceipt(lines: readonly PaidLine[], tax: ReceiptTax, sno: ReceiptSno | undefined): RobokassaReceipt {
  const items = receiptItems(lines, tax);
  return sno === undefined ? { items } : { sno, items };
}
