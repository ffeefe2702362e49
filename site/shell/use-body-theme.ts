import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { langAtom, themeAtom } from '../../sdk/state/storage-atoms.ts';

/**
 * The stored choices on the document (account.md §4): the light theme adds the `white` class
 * to the body, the dark one removes it; `<html lang>` follows the language, and so does the
 * site's default title (index.html's, in Russian) — a page's own title is left as it is.
 */
export function useBodyTheme(): void {
  const theme = useAtomValue(themeAtom);
  const lang = useAtomValue(langAtom);
  const { t } = useTranslation();
  useEffect(() => {
    document.body.classList.toggle('white', theme === 'light');
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = lang;
    const defaults: string[] = (['ru', 'en'] as const).map((lng) => t('site.documentTitle', { lng }));
    if (document.title === '' || defaults.includes(document.title)) document.title = t('site.documentTitle', { lng: lang });
  }, [lang, t]);
}
