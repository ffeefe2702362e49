import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findAllByShadowRole, findByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificateLine, click, fakeApi, mountBasket, shopLine, storedBasket, ticketLine } from './basket-fixtures.ts';

const terms = (code: string, discount: number) => ({
  body: { promocode: { code, discount, discount_form: 'percent', price: null }, available_code_count: 5 },
});

async function promoOf(host: HTMLElement, title: string) {
  const card = await findByShadowRole(host, 'article', { name: title });
  const field = within(card).getByRole('textbox', { name: 'Промокод' });
  if (!(field instanceof HTMLInputElement)) throw new Error('not an input');
  return { card, field, button: () => within(card).getByRole('button', { name: /^(Применить|Изменить)$/ }) };
}

const total = async (host: HTMLElement) =>
  ((await findByShadowRole(host, 'region', { name: 'Ваш заказ' })).textContent ?? '').replace(/\s/g, ' ').match(/Итого(.*₽)/)?.[1];

describe('<racekit-basket>: promo codes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('applies a code: the field is disabled, the button reads "Изменить", the total drops; "Изменить" edits it again', async () => {
    const api = fakeApi({ 'GET /api/promocode/check/ticket/ЛЕТО/f-1': terms('ЛЕТО', 10) });
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine({ count: 2 })]);
    const promo = await promoOf(host, 'Летний забег');
    await user.type(promo.field, 'ЛЕТО');
    await click(promo.button());

    expect(api.callsTo('GET /api/promocode/check/ticket/ЛЕТО/f-1')).toHaveLength(1);
    expect(promo.field.disabled).toBe(true);
    expect(promo.field.value).toBe('ЛЕТО');
    expect(promo.button().textContent).toBe('Изменить');
    expect(promo.card.textContent).toContain('Промокод применен');
    expect(storedBasket()[0]?.promocode).toEqual({ code: 'ЛЕТО', status: 'applied', discount: 10, discount_form: 'percent', code_count: 5, price: null });
    expect(await total(host)).toBe('6 300 ₽');

    await click(promo.button());
    expect(promo.field.disabled).toBe(false);
    expect(promo.button().textContent).toBe('Применить');
    expect(storedBasket()[0]?.promocode).toBeUndefined();
    expect(await total(host)).toBe('7 000 ₽');
  });

  it.each([
    ['answered 200 with no code', { body: { promocode: null, available_code_count: 0, message: 'Промокод не найден' } }],
    ['refused with 400', { status: 400, body: { message: 'Промокод не найден' } }],
  ])('shows the server message beside the field when a code is %s', async (_how, reply) => {
    fakeApi({ 'GET /api/promocode/check/product/НЕТ/p-1': reply });
    const user = userEvent.setup();
    const host = await mountBasket([shopLine({ delivery: false })]);
    const promo = await promoOf(host, 'Футболка финишера');
    await user.type(promo.field, 'НЕТ');
    await click(promo.button());
    const message = host.shadowRoot?.getElementById(promo.field.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(message?.textContent).toBe('Промокод не найден');
    expect(promo.field.getAttribute('aria-invalid')).toBe('true');
    expect(promo.field.disabled).toBe(false);
    expect(storedBasket()[0]?.promocode).toMatchObject({ code: 'НЕТ', status: 'error', message: 'Промокод не найден' });
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
  });

  it('asks for a code before checking an empty one', async () => {
    const api = fakeApi();
    const host = await mountBasket([ticketLine()]);
    const promo = await promoOf(host, 'Летний забег');
    await click(promo.button());
    expect(within(promo.card).getByRole('alert').textContent).toBe('Введите промокод');
    expect(api.calls.filter((call) => call.path.includes('promocode'))).toEqual([]);
  });

  it('is disabled for a certificate and for the vip ticket with a personal discount', async () => {
    fakeApi({ 'GET /api/user/tickets/my': { body: { values: [] } } });
    const vip = { public_id: 'u-1', email: 'vip@example.test', role: ['vip'], discount: 20, discount_form: 'percent' };
    const host = await mountBasket([ticketLine(), ticketLine({ unique_id: 't-2', public_id: 'f-2', format_public_id: 'f-2' }), certificateLine()], {
      token: 't-vip',
      user: vip,
    });
    const certificate = await promoOf(host, 'Подарочный сертификат');
    expect(certificate.field.disabled).toBe(true);
    expect(certificate.button().hasAttribute('disabled')).toBe(true);
    const cards = await findAllByShadowRole(host, 'article', { name: 'Летний забег' });
    const fields = cards.map((card) => within(card).getByRole('textbox', { name: 'Промокод' }) as HTMLInputElement);
    await vi.waitFor(() => expect(fields.map((field) => field.disabled)).toEqual([true, false]));
    // 3500 × 0.8 + 3500 + 3000
    expect(await total(host)).toBe('9 300 ₽');
  });

  it('says why it is disabled: the vip ticket, a certificate (issue 29 item 10)', async () => {
    fakeApi({ 'GET /api/user/tickets/my': { body: { values: [] } } });
    const vip = { public_id: 'u-1', email: 'vip@example.test', role: ['vip'], discount: 20, discount_form: 'percent' };
    const host = await mountBasket([ticketLine(), certificateLine()], { token: 't-vip', user: vip });
    const described = (field: HTMLElement) =>
      (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => host.shadowRoot?.getElementById(id)?.textContent ?? '').join(' ');
    const certificate = await promoOf(host, 'Подарочный сертификат');
    expect(described(certificate.field)).toContain('Промокоды не действуют на подарочные сертификаты');
    const [card] = await findAllByShadowRole(host, 'article', { name: 'Летний забег' });
    const field = within(card ?? host).getByRole('textbox', { name: 'Промокод' });
    await vi.waitFor(() => expect(described(field)).toContain('На билет с вашей персональной скидкой промокод не действует'));
  });
});
