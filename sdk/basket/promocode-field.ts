import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { PromocodeState } from '../contract/schemas/promocode-state.ts';
import type { DiscountForm } from '../contract/schemas/sale.ts';
import { formMessage, type FormMessage } from '../forms/form-message.ts';

/**
 * The promo-code field of a basket line (purchase.md §4): not applied → applied (field
 * disabled, button 'change') → error (the server's message beside the field). Disabled
 * outright for certificates, for the vip's personally discounted ticket, and for a ticket
 * while its special price is not yet known.
 */

export type PromoFieldStatus = 'idle' | 'applied' | 'error';
export type PromoDisabledReason = 'certificate' | 'vip' | 'priceUnknown' | 'applied';

export interface PromoFieldState {
  readonly status: PromoFieldStatus;
  /** The code shown in the field. */
  readonly code: string;
  /** Whether the text field is disabled. */
  readonly disabled: boolean;
  readonly disabledReason: PromoDisabledReason | null;
  /** apply, or change once a code is applied. */
  readonly button: 'apply' | 'change';
  /** Whether the button can be pressed. */
  readonly buttonEnabled: boolean;
  /** The server's message of a failed code. */
  readonly serverMessage: string | null;
}

export interface PromoFieldContext {
  /** The line is the vip's personally discounted ticket. */
  readonly vipTicket?: boolean;
  /** For tickets: whether the special ticket price has loaded. */
  readonly ticketPriceKnown?: boolean;
}

/** The state of a line's promo field. */
export function promoFieldState(item: BasketItem, context: PromoFieldContext = {}): PromoFieldState {
  const promo = item.promocode;
  const code = promo?.code ?? '';
  const blocked: PromoDisabledReason | null =
    item.selector === 'certificate'
      ? 'certificate'
      : item.selector === 'ticket' && context.vipTicket === true
        ? 'vip'
        : item.selector === 'ticket' && context.ticketPriceKnown === false
          ? 'priceUnknown'
          : null;
  if (blocked !== null) {
    return { status: 'idle', code: '', disabled: true, disabledReason: blocked, button: 'apply', buttonEnabled: false, serverMessage: null };
  }
  if (promo?.status === 'applied') {
    return { status: 'applied', code, disabled: true, disabledReason: 'applied', button: 'change', buttonEnabled: true, serverMessage: null };
  }
  if (promo?.status === 'error') {
    return { status: 'error', code, disabled: false, disabledReason: null, button: 'apply', buttonEnabled: true, serverMessage: promo.message ?? null };
  }
  return { status: 'idle', code, disabled: false, disabledReason: null, button: 'apply', buttonEnabled: true, serverMessage: null };
}

/** 'Введите промокод' for an empty code. */
export function validatePromocodeInput(code: string): FormMessage | null {
  return code.trim() === '' ? formMessage('enterPromocode') : null;
}

/** Which check call a line's code goes to (purchase.md §7), or null when the line takes no code. */
export function promocodeCheckTarget(item: BasketItem): { kind: 'ticket' | 'product' | 'insurance'; id: string } | null {
  switch (item.selector) {
    case 'ticket':
      return { kind: 'ticket', id: item.format_public_id ?? item.public_id };
    case 'shop':
      return { kind: 'product', id: item.public_id };
    case 'insurance':
      return { kind: 'insurance', id: item.public_id };
    case 'certificate':
      return null;
  }
}

/**
 * The answer of GET /api/promocode/check/…: the code's terms, the uses left, or a message.
 * Every optional field also admits `undefined`, so the contract's PromocodeCheck (whose `maybe()`
 * fields infer as `?: T | null | undefined`) is one as it is, under exactOptionalPropertyTypes.
 */
export interface PromocodeCheckAnswer {
  readonly promocode?: {
    readonly discount?: number | null | undefined;
    readonly discount_form?: DiscountForm | null | undefined;
    readonly price?: number | null | undefined;
  } | null | undefined;
  readonly available_code_count?: number | null | undefined;
  readonly message?: string | null | undefined;
}

/** The line's promo state after a check: applied with the server's terms, or error with its message. */
export function promocodeFromAnswer(code: string, answer: PromocodeCheckAnswer): PromocodeState {
  const terms = answer.promocode;
  if (terms === null || terms === undefined) return { code: code.trim(), status: 'error', message: answer.message ?? null };
  return {
    code: code.trim(),
    status: 'applied',
    discount: terms.discount ?? null,
    discount_form: terms.discount_form ?? 'percent',
    code_count: answer.available_code_count ?? null,
    price: terms.price ?? null,
  };
}

/** The line with its code applied or failed. */
export function applyPromocode(item: BasketItem, code: string, answer: PromocodeCheckAnswer): BasketItem {
  return { ...item, promocode: promocodeFromAnswer(code, answer) };
}

/** The line after 'change': the code removed, the field editable again. */
export function clearPromocode(item: BasketItem): BasketItem {
  const { promocode: _promocode, ...rest } = item;
  return rest;
}
