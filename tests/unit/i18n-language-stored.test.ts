/**
 * The page's language when the visitor already chose one (`lang` in local storage), and its
 * following a choice made in another tab. A memory Storage and an EventTarget stand in for
 * the browser's on globalThis, installed before the page instance is first asked for.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../sdk/config/index.ts';
import { changeLanguage, getRacekitI18n } from '../../sdk/i18n/index.ts';

// a plain `en`, as the organiser's current site writes it (a JSON-quoted one is read too: state-storage.test.ts)
const stored = new Map<string, string>([['lang', 'en']]);
const storage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};
const windowEvents = new EventTarget();

function otherTabChose(lang: string): void {
  stored.set('lang', lang);
  windowEvents.dispatchEvent(Object.assign(new Event('storage'), { key: 'lang', newValue: lang, storageArea: storage }));
}

beforeAll(() => {
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('addEventListener', windowEvents.addEventListener.bind(windowEvents));
  vi.stubGlobal('removeEventListener', windowEvents.removeEventListener.bind(windowEvents));
  resetConfig();
  configure({ lang: 'ru' });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

it("starts in the stored language, over the configured one, and leaves the stored value as it was", () => {
  expect(getRacekitI18n().language).toBe('en');
  expect(stored.get('lang')).toBe('en');
});

it('follows a choice made in another tab', () => {
  otherTabChose('ru');
  expect(getRacekitI18n().language).toBe('ru');
  otherTabChose('en');
  expect(getRacekitI18n().language).toBe('en');
});

it('ignores a corrupt value from another tab: back to the default, Russian', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  otherTabChose('klingon');
  expect(getRacekitI18n().language).toBe('ru');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"lang"'));
  warn.mockRestore();
});

it('stores its own choice where the other tabs read it', () => {
  changeLanguage('en');
  expect(stored.get('lang')).toBe('en');
  configure({ lang: 'ru' });
  expect(getRacekitI18n().language).toBe('en');
});
