/**
 * The page's language before the visitor chooses one: the configured language (data-lang or
 * `configure({ lang })`), until `changeLanguage` records a choice. No local storage here, as
 * in a sandboxed iframe or on the server: the choice then lives in memory.
 */
import { expect, it } from 'vitest';
import { configure, resetConfig } from '../../sdk/config/index.ts';
import { changeLanguage, getRacekitI18n } from '../../sdk/i18n/index.ts';

it('starts in the configured language when nothing is stored', () => {
  resetConfig();
  configure({ lang: 'en' });
  expect(getRacekitI18n().language).toBe('en');
});

it('follows a later configure() while the visitor has not chosen', () => {
  configure({ lang: 'ru' });
  expect(getRacekitI18n().language).toBe('ru');
});

it("keeps the visitor's choice over any later configure()", () => {
  changeLanguage('en');
  configure({ lang: 'ru' });
  expect(getRacekitI18n().language).toBe('en');
});
