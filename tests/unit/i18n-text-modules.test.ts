/**
 * The page's texts come from explicit text modules (sdk/i18n/page-texts.ts): a module is loaded
 * in one language, only when its areas are missing, and a language switch of the page instance
 * loads every module in use in the new language before it switches, so nothing shows a key.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, createRacekitI18n, en, getRacekitI18n, provideTexts, ru, textModule, textsLoaded, type AreaTexts } from '../../sdk/i18n/index.ts';

// Every test is a new page: no text module in use, no page instance yet.
beforeEach(() => {
  for (const key of ['text-modules', 'i18n', 'store']) Reflect.deleteProperty(globalThis, Symbol.for(`racekit.${key}`));
});

/** A module over `common` and `nav` whose import the test releases by hand. */
function heldModule() {
  const asked: string[] = [];
  const releases: (() => void)[] = [];
  const module = textModule(['common', 'nav'], (language) => {
    asked.push(language);
    const texts = language === 'en' ? { common: en.common, nav: en.nav } : { common: ru.common, nav: ru.nav };
    // A module namespace exports more than its areas at times: only the named ones are taken.
    return new Promise<AreaTexts<'common' | 'nav'> & { extra: string }>((resolve) => releases.push(() => resolve({ ...texts, extra: 'x' })));
  });
  return { module, asked, release: () => releases.splice(0).forEach((release) => release()) };
}

describe('provideTexts', () => {
  it('loads a module in the one language asked, once, and takes only its areas', async () => {
    const i18n = createRacekitI18n('ru');
    const { module, asked, release } = heldModule();
    const loading = provideTexts(i18n, module, 'ru');
    expect(loading).toBeInstanceOf(Promise);
    expect(textsLoaded(i18n, module, 'ru')).toBe(false);
    release();
    await loading;
    expect(asked).toEqual(['ru']);
    expect(textsLoaded(i18n, module, 'ru')).toBe(true);
    expect(textsLoaded(i18n, module, 'en')).toBe(false);
    expect(i18n.t('nav.home')).toBe('Главная');
    expect(i18n.getResource('ru', 'translation', 'extra')).toBeUndefined();
    expect(provideTexts(i18n, module, 'ru')).toBeUndefined();
    expect(asked).toEqual(['ru']);
  });

  it('a bundled module puts every language in at once', () => {
    const i18n = createRacekitI18n('ru');
    const bundled = { areas: ['nav'] as const, load: (language: 'ru' | 'en') => (language === 'en' ? { nav: en.nav } : { nav: ru.nav }), bundled: true };
    expect(provideTexts(i18n, bundled, 'ru')).toBeUndefined();
    expect(i18n.t('nav.home', { lng: 'en' })).toBe('Home');
  });
});

describe('the page instance switching language', () => {
  it('loads every module in use in the new language first, keeping the old one on screen meanwhile', async () => {
    const i18n = getRacekitI18n();
    const { module, asked, release } = heldModule();
    const first = provideTexts(i18n, module, 'ru');
    release();
    await first;
    changeLanguage('en');
    expect(asked).toEqual(['ru', 'en']);
    expect(i18n.language).toBe('ru');
    expect(i18n.t('nav.home')).toBe('Главная');
    release();
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('when two switches overlap, the last one wins', async () => {
    const i18n = getRacekitI18n();
    changeLanguage('ru');
    await vi.waitFor(() => expect(i18n.language).toBe('ru'));
    const { module, release } = heldModule();
    const first = provideTexts(i18n, module, 'ru');
    release();
    await first;
    changeLanguage('en');
    changeLanguage('ru');
    release();
    // Every promise callback queued so far runs before the next macrotask: the English load has settled.
    await new Promise((resolve) => setImmediate(resolve));
    expect(i18n.language).toBe('ru');
  });
});
