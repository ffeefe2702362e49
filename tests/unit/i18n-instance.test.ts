/**
 * The i18next instances: a fresh one per language, translations with variables and Russian
 * plurals, Russian as the fallback, and the page's shared instance (one per page, even when
 * a second racekit bundle loads) following `changeLanguage` and `langAtom`, holding the texts
 * passed in (here every text, as the tests' entry passes them).
 */
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, type Language } from '../../sdk/config/index.ts';
import { changeLanguage, allTexts, createRacekitI18n as createBare, en, getRacekitI18n, registerTexts, ru } from '../../sdk/i18n/index.ts';
import { getRacekitStore, langAtom } from '../../sdk/state/index.ts';

registerTexts(allTexts);

/** An instance holding every text in both languages. */
const createRacekitI18n = (lang?: Language) => createBare(lang, { ru, en });

describe('createRacekitI18n', () => {
  it('is ready at once, in the language asked, Russian by default', () => {
    expect(createRacekitI18n().language).toBe('ru');
    const english = createRacekitI18n('en');
    expect(english.isInitialized).toBe(true);
    expect(english.language).toBe('en');
    expect(english.t('firstPaint.takePart')).toBe('Take part');
  });

  it('holds no text unless given some', () => {
    const bare = createBare('ru');
    expect(bare.hasResourceBundle('ru', 'translation')).toBe(false);
    expect(bare.t('firstPaint.takePart')).toBe('firstPaint.takePart');
  });

  it('fills variables', () => {
    expect(createRacekitI18n('ru').t('basket.item.ticketTab', { n: 3 })).toBe('Билет 3');
    expect(createRacekitI18n('en').t('basket.item.ticketTab', { n: 3 })).toBe('Ticket 3');
    expect(createRacekitI18n('ru').t('event.ticketsLeft', { left: 4, total: 10 })).toBe('Осталось 4 из 10');
  });

  it('does not escape values: React and Preact escape what they render', () => {
    expect(createRacekitI18n('ru').t('tickets.transferredTo', { email: 'a&b@example.ru' })).toBe('Передан: a&b@example.ru');
  });

  it.each([
    [1, '1 день', '1 day'],
    [2, '2 дня', '2 days'],
    [5, '5 дней', '5 days'],
    [11, '11 дней', '11 days'],
    [21, '21 день', '21 days'],
    [365, '365 дней', '365 days'],
  ])('Russian plurals: %i → %s', (count, russian, english) => {
    expect(createRacekitI18n('ru').t('common.days', { count })).toBe(russian);
    expect(createRacekitI18n('en').t('common.days', { count })).toBe(english);
  });

  it('falls back to Russian for a language it does not have', () => {
    const instance = createRacekitI18n('ru');
    expect(instance.t('nav.home', { lng: 'de' })).toBe('Главная');
  });

  it('two instances are independent', () => {
    const first = createRacekitI18n('ru');
    const second = createRacekitI18n('ru');
    void second.changeLanguage('en');
    expect(first.t('header.basket')).toBe('Корзина');
    expect(second.t('header.basket')).toBe('Basket');
  });
});

describe('the page instance', () => {
  it('is one per page, also for a second bundle of racekit', async () => {
    const first = getRacekitI18n();
    expect(getRacekitI18n()).toBe(first);
    vi.resetModules();
    const secondBundle = await import('../../sdk/i18n/index.ts');
    expect(secondBundle.getRacekitI18n).not.toBe(getRacekitI18n);
    expect(secondBundle.getRacekitI18n()).toBe(first);
  });

  it('starts in Russian with nothing stored or configured', () => {
    expect(getRacekitI18n().language).toBe('ru');
    expect(getRacekitI18n().t('footer.personalCabinet')).toBe('Личный кабинет');
  });

  it('changeLanguage switches it and stores the choice in langAtom', () => {
    changeLanguage('en');
    expect(getRacekitI18n().language).toBe('en');
    expect(getRacekitStore().get(langAtom)).toBe('en');
    expect(getRacekitI18n().t('footer.personalCabinet')).toBe('My account');
    changeLanguage('ru');
    expect(getRacekitI18n().language).toBe('ru');
  });

  it('follows langAtom when something else writes it (the header switch, another widget)', () => {
    getRacekitStore().set(langAtom, 'en');
    expect(getRacekitI18n().language).toBe('en');
    getRacekitStore().set(langAtom, 'ru');
    expect(getRacekitI18n().language).toBe('ru');
  });

  it('refuses a language racekit does not have, naming it', () => {
    const unknown = 'de' as Language;
    expect(() => changeLanguage(unknown)).toThrow(ConfigError);
    expect(() => changeLanguage(unknown)).toThrow(/"de"/);
    expect(getRacekitI18n().language).toBe('ru');
  });
});
