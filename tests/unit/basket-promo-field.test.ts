import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import {
  applyPromocode,
  clearPromocode,
  promoFieldState,
  promocodeCheckTarget,
  validatePromocodeInput,
  type PromocodeCheckAnswer,
} from '../../sdk/basket/index.ts';
import { PromocodeCheck, type BasketItem } from '../../sdk/contract/schemas/index.ts';
import { ru } from '../../sdk/i18n/index.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { ru: { translation: { forms: ru.forms } } }, interpolation: { escapeValue: false } });

const item = (patch: Partial<BasketItem> = {}): BasketItem => ({
  unique_id: 't1',
  public_id: 'ticket-1',
  format_public_id: 'f1',
  selector: 'ticket',
  count: 1,
  price: 2000,
  ...patch,
});

describe('promo field: not applied → applied → error (purchase.md §4)', () => {
  it('not applied: editable, button apply', () => {
    expect(promoFieldState(item())).toMatchObject({ status: 'idle', disabled: false, button: 'apply', buttonEnabled: true });
  });

  it("applied: the field is disabled and the button reads 'change'", () => {
    const applied = applyPromocode(item(), ' RUN10 ', { promocode: { discount: 10, discount_form: 'percent' }, available_code_count: 3 });
    expect(applied.promocode).toEqual({ code: 'RUN10', status: 'applied', discount: 10, discount_form: 'percent', code_count: 3, price: null });
    expect(promoFieldState(applied)).toMatchObject({ status: 'applied', code: 'RUN10', disabled: true, button: 'change', buttonEnabled: true });
  });

  it("error: the server's message is shown beside the field, which stays editable", () => {
    const failed = applyPromocode(item(), 'OLD', { promocode: null, message: 'Промокод больше не действует' });
    expect(promoFieldState(failed)).toMatchObject({ status: 'error', disabled: false, serverMessage: 'Промокод больше не действует', button: 'apply' });
  });

  it("'change' removes the code and the field is editable again", () => {
    const applied = applyPromocode(item(), 'RUN10', { promocode: { discount: 10 } });
    const changed = clearPromocode(applied);
    expect(changed.promocode).toBeUndefined();
    expect(promoFieldState(changed).status).toBe('idle');
  });

  it.each([
    ['a certificate', item({ selector: 'certificate' }), {}, 'certificate'],
    ["the vip's discounted ticket", item(), { vipTicket: true }, 'vip'],
    ['a ticket whose special price is not yet known', item(), { ticketPriceKnown: false }, 'priceUnknown'],
  ] as const)('disabled for %s', (_name, line, context, reason) => {
    expect(promoFieldState(line, context)).toMatchObject({ disabled: true, buttonEnabled: false, disabledReason: reason });
  });

  it('a shop line is not affected by the ticket-only conditions', () => {
    expect(promoFieldState(item({ selector: 'shop' }), { vipTicket: true, ticketPriceKnown: false }).disabled).toBe(false);
  });

  it.each(['', '   '])("an empty code '%s' → 'Введите промокод'", (code) => {
    const message = validatePromocodeInput(code);
    expect(message === null ? null : i18n.t(message.key)).toBe('Введите промокод');
  });

  it('a code given → no message', () => {
    expect(validatePromocodeInput('RUN10')).toBeNull();
  });
});

describe('promo codes are checked against the server per item type (purchase.md §5, §7)', () => {
  it.each([
    ['ticket', item(), { kind: 'ticket', id: 'f1' }],
    ['shop', item({ selector: 'shop', public_id: 'shirt' }), { kind: 'product', id: 'shirt' }],
    ['insurance', item({ selector: 'insurance', public_id: 'ins' }), { kind: 'insurance', id: 'ins' }],
    ['certificate', item({ selector: 'certificate' }), null],
  ])('%s → %o', (_name, line, target) => {
    expect(promocodeCheckTarget(line)).toEqual(target);
  });
});

describe('the contract’s check answer is a PromocodeCheckAnswer as it is (no restatement)', () => {
  it.each([
    ['a percent code without a price (price absent)', { promocode: { code: 'ЛЕТО', discount: 10, discount_form: 'percent' }, available_code_count: 5 }, { status: 'applied', discount: 10, discount_form: 'percent', code_count: 5, price: null }],
    ['a special price', { promocode: { code: 'ЦЕНА', discount: 0, discount_form: 'fixed', price: 990 }, available_code_count: 1, message: null }, { status: 'applied', price: 990, code_count: 1 }],
    ['a refused code with its reason', { promocode: null, available_code_count: 0, message: 'Промокод не найден' }, { status: 'error', message: 'Промокод не найден' }],
  ])('%s', (_case, json, state) => {
    const check: PromocodeCheck = create(json, PromocodeCheck);
    // Assignable under exactOptionalPropertyTypes: `maybe()` fields infer as `?: T | null | undefined`.
    const answer: PromocodeCheckAnswer = check;
    expect(applyPromocode(item(), ' code ', answer).promocode).toMatchObject({ code: 'code', ...state });
  });
});
