import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findByShadowRole, findByShadowText, queryByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAttributeOf } from './support/mount-element.ts';
import { click, fakeApi, listen, mountBasket, shopLine, ticketLine } from './basket-fixtures.ts';

describe('<racekit-basket>: popups and the keyboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens "Безопасность платежей", keeps Tab inside, closes on Escape and gives focus back', async () => {
    fakeApi();
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine()]);
    const opener = await findByShadowRole(host, 'button', { name: 'Безопасность платежей' });
    await user.click(opener);
    const dialog = await findByShadowRole(host, 'dialog', { name: 'Безопасность платежей' });
    expect(dialog.textContent).toContain('3D Secure');
    expect(dialog.textContent).toContain('зашифрованном виде');
    const [headerClose, footerClose] = within(dialog).getAllByRole('button', { name: 'Закрыть' });
    expect(host.shadowRoot?.activeElement).toBe(footerClose);
    await user.keyboard('{Tab}');
    expect(host.shadowRoot?.activeElement).toBe(headerClose);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(host.shadowRoot?.activeElement).toBe(footerClose);
    await user.keyboard('{Escape}');
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
    expect(host.shadowRoot?.activeElement).toBe(opener);

    await user.keyboard('{Enter}');
    expect(await findByShadowRole(host, 'dialog', { name: 'Безопасность платежей' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
  });

  it("shows a failed call's server message in the global popup with 'Понятно', and reports it", async () => {
    fakeApi({ 'GET /api/location/region/list/RU': { status: 400, body: { message: 'Сервис доставки недоступен' } } });
    const errors = listen('racekit:error');
    const host = await mountBasket([shopLine()]);
    const dialog = await findByShadowRole(host, 'dialog', { name: 'Ошибка' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Сервис доставки недоступен');
    await click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
    errors.stop();
    expect(errors.details.map((detail) => detail.code)).toContain('api');
  }, 15_000);

  it('speaks the language of its attribute and follows a change of it', async () => {
    fakeApi({ 'GET /api/event_format/availability/f-1': { body: { tickets_left: { athlete: 1 }, max_count: 500 } } });
    const host = await mountBasket([ticketLine()], { attributes: { lang: 'en' } });
    expect(await findByShadowRole(host, 'button', { name: 'Pay' })).toBeTruthy();
    expect(await findByShadowRole(host, 'region', { name: 'Your order' })).toBeTruthy();
    await click(await findByShadowRole(host, 'button', { name: 'Increase quantity' }));
    const dialog = await findByShadowRole(host, 'dialog', { name: 'Number of tickets' });
    expect(dialog.textContent).toContain('The requested number of tickets is not available');
    await click(within(dialog).getByRole('button', { name: 'Got it' }));

    await setAttributeOf(host, 'lang', 'ru');
    expect(await findByShadowRole(host, 'button', { name: 'Оплатить' })).toBeTruthy();
    expect(await findByShadowText(host, 'Для участия понадобится медицинская справка о допуске к соревнованиям')).toBeTruthy();
  });

  it('shows a clear message for a wrong theme and reports it, without breaking the page', async () => {
    fakeApi();
    const errors = listen('racekit:error');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = await mountBasket([ticketLine()], { attributes: { theme: 'blue' } });
    expect(await findByShadowRole(host, 'alert')).toBeTruthy();
    errors.stop();
    expect(errors.details).toContainEqual(expect.objectContaining({ code: 'attribute', attribute: 'theme' }));
    await setAttributeOf(host, 'theme', 'dark');
    await waitFor(() => expect(host.shadowRoot?.querySelector('.rk-root')?.getAttribute('data-theme')).toBe('dark'));
    expect(await findByShadowRole(host, 'button', { name: 'Оплатить' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
