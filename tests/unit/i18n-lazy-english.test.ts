/**
 * The site's build bundles Russian only and fetches English when a visitor chooses it
 * (site/i18n/site-resources.ts replaces sdk/i18n/resources.ts there). Here the same swap is made
 * with vi.mock, so these tests run the site's real language path.
 */
import { describe, expect, it, vi } from 'vitest';
import { createRacekitI18n, whenI18nReady } from '../../sdk/index.ts';

vi.mock('../../sdk/i18n/resources.ts', () => import('../../site/i18n/site-resources.ts'));

describe('the site: Russian bundled, English fetched on demand', () => {
  it('is ready at once in Russian', () => {
    const russian = createRacekitI18n('ru');
    expect(russian.isInitialized).toBe(true);
    expect(russian.hasResourceBundle('en', 'translation')).toBe(false);
    expect(russian.t('calendar.takePart')).toBe('Принять участие');
  });

  it('starting in English, becomes ready once the English texts have arrived', async () => {
    const english = createRacekitI18n('en');
    expect(english.isInitialized).toBeFalsy();
    expect(english.t('calendar.takePart')).toBe('Принять участие');
    await whenI18nReady(english);
    expect(english.isInitialized).toBe(true);
    expect(english.language).toBe('en');
    expect(english.t('calendar.takePart')).toBe('Take part');
  });

  it('switching to English keeps Russian on screen until the English texts are in', async () => {
    const i18n = createRacekitI18n('ru');
    const switched = i18n.changeLanguage('en');
    expect(i18n.language).toBe('ru');
    expect(i18n.t('calendar.takePart')).toBe('Принять участие');
    await switched;
    expect(i18n.language).toBe('en');
    expect(i18n.t('calendar.takePart')).toBe('Take part');
  });
});

describe('whenI18nReady', () => {
  it('resolves at once for an instance whose texts are bundled', async () => {
    const ready = vi.fn();
    await whenI18nReady(createRacekitI18n('ru')).then(ready);
    expect(ready).toHaveBeenCalledOnce();
  });
});
