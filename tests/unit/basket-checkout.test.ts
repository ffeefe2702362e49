import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  buildPaymentRequest,
  needsDeliveryAddress,
  orderCheckRoute,
  orderThanksKind,
  payButtonState,
  removePaidItems,
  validateDeliveryMethod,
  type CheckedOrder,
  type PayBlock,
} from '../../sdk/basket/index.ts';
import { PaymentRequest, type BasketItem } from '../../sdk/contract/schemas/index.ts';
import type { BasketContacts } from '../../sdk/forms/index.ts';

const now = Date.UTC(2025, 0, 15);
const ticket: BasketItem = {
  unique_id: 't1',
  public_id: 'ticket-1',
  format_public_id: 'f1',
  selector: 'ticket',
  count: 1,
  price: 3000,
  preregistration: true,
  preReg: 'ok',
  isErrorTab: false,
  kind: 'athlete',
  address: 'Москва, Лужники',
  event: { public_id: 'e1', title: 'Забег' },
  event_city: { public_id: 'c1', timezone: 'Europe/Moscow' },
  start_time: '2025-06-14T09:00:00+03:00',
  insurance: { public_id: 'ins-1' },
  select_field: 'A',
  license: 'L-1',
  license_file: true,
  file: 'upload-7',
  promocode: { code: 'RUN10', status: 'applied', discount: 10, discount_form: 'percent' },
  info: {
    first_name: ' Иван ',
    last_name: 'Петров',
    phone: '+7 (912) 345-67-89',
    birth_date: '14.06.1990',
    gender: 'male',
    region: '77',
    item_size: 'M',
    cluster: { name: 'elite', document: 'doc-1' },
    extra: { club: 'Гонщики', empty: '' },
  },
};
const shirt: BasketItem = {
  unique_id: 's1',
  public_id: 'shirt',
  selector: 'shop',
  count: 2,
  price: 1500,
  size: 'M',
  delivery: true,
  delivery_public_id: 'courier',
  proportions: [{ name: 'M', public_id: 'm', count: 4 }],
  promocode: { code: 'BAD', status: 'error', message: 'нет' },
};
const certificate: BasketItem = { unique_id: 'c1', public_id: 'cert-5000', selector: 'certificate', count: 1, price: 5000 };
const insurance: BasketItem = {
  unique_id: 'i1',
  public_id: 'ins-2',
  selector: 'insurance',
  count: 1,
  price: 200,
  start_time: '2025-06-14',
  insured: { first_name: 'Анна', last_name: 'Смирнова', gender: 'female', phone: '+375 29 123-45-67', birth_date: '10.03.1995' },
};
const contacts: BasketContacts = {
  email: ' Buyer@Example.COM ',
  phone: '+7 (912) 345-67-89',
  first_name: 'Иван',
  last_name: 'Петров',
  address: 'ул. Ленина, 1',
  city_id: 524901,
};

describe('pay button (purchase.md §4): disabled when …', () => {
  const basket = [ticket, shirt, insurance];
  it('everything complete → enabled', () => {
    expect(payButtonState({ items: basket, contacts, loading: false, now })).toEqual({ enabled: true, blocks: [] });
  });

  it.each([
    ['the e-mail is invalid', { contacts: { ...contacts, email: 'buyer@' } }, 'emailInvalid'],
    ['the e-mail is empty', { contacts: { ...contacts, email: '' } }, 'emailInvalid'],
    ['the basket is empty', { items: [] }, 'basketEmpty'],
    ['a loading flag is set', { loading: true }, 'loading'],
    ['pre-registration is incomplete', { items: [{ ...ticket, preReg: '' as const }, shirt, insurance] }, 'preRegIncomplete'],
    ['a delivery method is not chosen', { items: [ticket, { ...shirt, delivery_public_id: null }, insurance] }, 'deliveryIncomplete'],
    ['the delivery address is missing', { contacts: { ...contacts, address: '' } }, 'deliveryIncomplete'],
    ['the delivery phone is incomplete', { contacts: { ...contacts, phone: '+7 (912) 345' } }, 'deliveryIncomplete'],
    ['insurance pre-registration is incomplete', { items: [ticket, shirt, { ...insurance, insured: { ...insurance.insured, gender: undefined } }] }, 'insuranceIncomplete'],
    ['the insured person is older than 86', { items: [ticket, shirt, { ...insurance, insured: { ...insurance.insured, birth_date: '01.01.1930' } }] }, 'insuranceIncomplete'],
  ] satisfies [string, Partial<Parameters<typeof payButtonState>[0]>, PayBlock][])('%s', (_name, patch, block) => {
    const state = payButtonState({ items: basket, contacts, loading: false, now, ...patch });
    expect(state).toEqual({ enabled: false, blocks: [block] });
  });

  it('with pickup for every shop line the address is not needed', () => {
    const pickup = { ...shirt, currentPickupSelect: 'point-3' };
    expect(needsDeliveryAddress([pickup])).toBe(false);
    expect(payButtonState({ items: [pickup], contacts: { email: 'a@b.ru' }, loading: false, now }).enabled).toBe(true);
  });

  it("a line that needs delivery and has no method → 'Выберите способ доставки'", () => {
    expect(validateDeliveryMethod({ ...shirt, delivery_public_id: null })?.key).toBe('forms.chooseDelivery');
    expect(validateDeliveryMethod(shirt)).toBeNull();
  });
});

describe('payment payload (purchase.md §3, §7)', () => {
  const request = buildPaymentRequest({ items: [ticket, shirt, certificate, insurance], contacts, idempotencyKey: 'k-1' });

  it('is a valid PaymentRequest', () => {
    expect(is(request, PaymentRequest)).toBe(true);
  });

  it('the ticket line: format id, event, participant info flattened with ISO birth date and phone digits, applied code', () => {
    expect(request.tickets).toEqual([
      {
        event_public_id: 'e1',
        public_id: 'f1',
        count: 1,
        event_city: { public_id: 'c1' },
        address: 'Москва, Лужники',
        insurance: 'ins-1',
        license: 'L-1',
        license_file: 'upload-7',
        info: {
          club: 'Гонщики',
          first_name: 'Иван',
          last_name: 'Петров',
          region: '77',
          item_size: 'M',
          gender: 'male',
          phone: '79123456789',
          birth_date: '1990-06-14',
        },
        cluster: { name: 'elite', document: 'doc-1' },
        select_field: 'A',
        kind: 'athlete',
        promocode: 'RUN10',
      },
    ]);
  });

  it('shop goods and certificates travel as shop lines; a failed code is not sent', () => {
    expect(request.shop).toEqual([
      { public_id: 'shirt', count: 2, size: 'M', proportions: [{ name: 'M', public_id: 'm' }], delivery_public_id: 'courier' },
      { public_id: 'cert-5000', count: 1 },
    ]);
  });

  it('the insurance line: ISO dates, phone digits', () => {
    expect(request.insurances).toEqual([
      { public_id: 'ins-2', count: 1, first_name: 'Анна', last_name: 'Смирнова', birth_date: '1995-03-10', gender: 'female', phone: '375291234567', start_date: '2025-06-14' },
    ]);
  });

  it('e-mail lowercased; delivery fields present because delivery is needed; register true: every ticket is complete', () => {
    expect(request).toMatchObject({
      email: 'buyer@example.com',
      register: true,
      phone: '79123456789',
      location_id: 524901,
      address: 'ул. Ленина, 1',
      first_name: 'Иван',
      last_name: 'Петров',
      idempotency_key: 'k-1',
    });
  });

  it('no delivery fields without delivery; register false when a ticket is incomplete', () => {
    const plain = buildPaymentRequest({ items: [{ ...ticket, preReg: '' }], contacts });
    expect(Object.keys(plain).sort()).toEqual(['email', 'insurances', 'register', 'shop', 'tickets']);
    expect(plain.register).toBe(false);
  });

  it('register is false without tickets', () => {
    expect(buildPaymentRequest({ items: [shirt], contacts }).register).toBe(false);
  });

  it('a ticket without its event is a corrupt basket and is refused', () => {
    expect(() => buildPaymentRequest({ items: [{ ...ticket, event: null }], contacts })).toThrow(/no event/);
  });
});

describe('after the order check (purchase.md §4)', () => {
  it.each([
    ['certificates', { items: { certificates: [{}], tickets: [{}] }, tickets: [{ public_id: 'T1' }] }, '/basket/certificateThanks'],
    ['shop only', { items: { shop: [{}] } }, '/me/shop'],
    ['several tickets', { items: { tickets: [{}, {}], shop: [{}] }, tickets: [{ public_id: 'T1' }, { public_id: 'T2' }] }, '/me'],
    ['one ticket', { items: { tickets: [{}] }, tickets: [{ public_id: 'T1' }] }, '/me/ticket/T1'],
    ['insurance only (decided, issue 29 item 11)', { items: { insurances: [{}] } }, '/me/insurances'],
  ] satisfies [string, CheckedOrder, string][])('%s → %s', (_name, order, route) => {
    expect(orderCheckRoute(order)).toBe(route);
  });

  it('the certificate thank-you is named the order; the thank-you text follows the kind of the order (issue 29 item 11)', () => {
    expect(orderCheckRoute({ items: { certificates: [{}] } }, 'o-1')).toBe('/basket/certificateThanks?order=o-1');
    expect(orderThanksKind({ items: { tickets: [{}], shop: [{}] } })).toBe('tickets');
    expect(orderThanksKind({ items: { shop: [{}] } })).toBe('goods');
    expect(orderThanksKind({ items: { insurances: [{}] } })).toBe('insurance');
    expect(orderThanksKind({ items: { certificates: [{}], shop: [{}] } })).toBe('certificate');
  });

  it('what the order bought leaves the basket: tickets with their paired products, goods, insurances; other lines stay', () => {
    const extra: BasketItem = { ...shirt, unique_id: 'x', ticket_unique_id: 't1' };
    const other: BasketItem = { ...shirt, unique_id: 's2', public_id: 'p-other' };
    const order = { tickets: [{ public_id: ticket.format_public_id ?? '' }], shop: [{ public_id: shirt.public_id }], insurances: [{ public_id: insurance.public_id }] };
    expect(removePaidItems([ticket, extra, shirt, insurance, other], order).items.map((line) => line.unique_id)).toEqual(['s2']);
    expect(removePaidItems([ticket, { ...ticket, unique_id: 't2', format_public_id: 'f2' }], { tickets: [{ public_id: 'f2' }] }).items.map((line) => line.unique_id)).toEqual(['t1']);
  });
});
