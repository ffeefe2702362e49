/**
 * An order's status line (account.md §4 "Order status labels", sdk/format/order-status-view.ts):
 * paid and authorized read 'Оплачен', delivered 'Заказ доставлен', anything else 'Заказ
 * обрабатывается' with the pending icon; a status with a label of its own gets the check.
 */
import { describe, expect, it } from 'vitest';
import { orderStatusView } from '../../sdk/format/index.ts';
import { ru } from '../../sdk/i18n/index.ts';
import { titled } from './table-rows.ts';

type Row = readonly [status: string, text: string, icon: 'check' | 'pending'];

const rows: readonly Row[] = [
  ['paid', 'Оплачен', 'check'],
  ['authorized', 'Оплачен', 'check'],
  ['delivered', 'Заказ доставлен', 'check'],
  ['pending', 'Заказ обрабатывается', 'pending'],
  ['processing', 'Заказ обрабатывается', 'pending'],
  ['refunded', 'Заказ обрабатывается', 'pending'],
  ['', 'Заказ обрабатывается', 'pending'],
  // the server's statuses are lower case: another spelling is not one of the three
  ['PAID', 'Заказ обрабатывается', 'pending'],
];

/** The Russian text of a dotted key of the orders area. */
const russian = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), ru);

describe('order status labels', () => {
  it.each(titled(rows, ([status, text, icon]) => `'${status}' reads '${text}' with the ${icon} icon`))('%s', (_title, [status, text, icon]) => {
    const view = orderStatusView(status);
    expect(russian(view.label)).toBe(text);
    expect(view.icon).toBe(icon);
  });
});
