import type { LanguageLoader } from '../../sdk/i18n/lazy-language-backend.ts';
import { pageSingleton } from '../../sdk/runtime/page-singleton.ts';

/**
 * The texts of the embed bundle, by area, as the widget code that needs them arrives: a
 * partner page with only a buy button loads the few areas the button uses, not the site's
 * whole resource set (about 23 KB gzip for both languages). The embed build gives every module
 * that names a key of an area (`'basket.title'`, `` `checkout.blocks.${x}` ``) an import of
 * that area's registration (embed/build/i18n-areas-plugin.ts), so an area is always registered
 * before code that reads it runs. The objects below are what i18n's `resources` holds: lookups
 * read them live.
 */
interface AreaTexts {
  ru: Record<string, object>;
  en: Record<string, object>;
}

const texts = pageSingleton<AreaTexts>('i18n-areas', () => ({ ru: {}, en: {} }));

/** Adds an area's texts in both languages (an area registered before is kept). */
export function registerArea(area: string, ru: object, en: object | undefined): void {
  texts.ru[area] ??= ru;
  if (en !== undefined) texts.en[area] ??= en;
}

/** The embed's `resources` (sdk/i18n/resources.ts in the site build). */
export const resources = {
  ru: { translation: texts.ru },
  en: { translation: texts.en },
};

/** Both languages arrive with their areas, so nothing loads separately (see sdk/i18n/resources.ts). */
export const loadLanguage: LanguageLoader | undefined = undefined;
