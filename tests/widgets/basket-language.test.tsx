/**
 * Issue 29 §6: a basket line keeps the texts of the language it was added in; in English the
 * cards show the event, format, address, goods and insurance as the catalogue answers them in
 * English, not the Russian the lines carry.
 */
import { findByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fx from '../unit/contract-fixtures.ts';
import { fakeApi, insuranceLine, mountBasket, shopLine, ticketLine } from './basket-fixtures.ts';

describe('<racekit-basket> in English', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows lines added in Russian in English', async () => {
    fakeApi({
      'GET /api/event/id/ev-1': { body: { ...fx.event, public_id: 'ev-1', title: 'Summer Run', event_city: [{ ...fx.eventCity, address: 'Patriot Park' }] } },
      'GET /api/event_format/f-1': { body: { ...fx.eventFormat, public_id: 'f-1', title: 'Elite 10 km' } },
      'GET /api/shop/product/p-1': { body: { ...fx.product, public_id: 'p-1', title: 'Finisher T-shirt' } },
      'GET /api/event_format/active/insurances/f-1': { body: { values: [{ public_id: 'ins-1', name: 'Participant insurance', price: 450 }] } },
    });
    const host = await mountBasket(
      [ticketLine({ name: 'Элита 10 км', title: 'Летний забег' }), shopLine(), insuranceLine({ event: { public_id: 'ev-1', title: 'Летний забег' }, format_public_id: 'f-1' })],
      { attributes: { lang: 'en' } },
    );
    const ticket = await findByShadowRole(host, 'article', { name: 'Summer Run' });
    expect(ticket.textContent).toContain('Elite 10 km');
    expect(ticket.textContent).toContain('Patriot Park');
    expect(await findByShadowRole(host, 'article', { name: 'Finisher T-shirt' })).toBeTruthy();
    expect(await findByShadowRole(host, 'article', { name: 'Participant insurance' })).toBeTruthy();
    const cards = [...(host.shadowRoot?.querySelectorAll('article.card') ?? [])].map((card) => card.querySelector('.card__title')?.textContent ?? '');
    expect(cards.join(' ')).not.toMatch(/[а-яё]/i);
  });
});
