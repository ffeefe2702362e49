import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { langAtom, themeAtom } from '../../sdk/state/index.ts';

/**
 * The stored choices on the document (account.md §4): the light theme adds the `white` class
 * to the body, the dark one removes it; `<html lang>` follows the language (the tab's title
 * follows it through use-document-title.ts).
 */
export function useBodyTheme(): void {
  const theme = useAtomValue(themeAtom);
  const lang = useAtomValue(langAtom);
  useEffect(() => {
    document.body.classList.toggle('white', theme === 'light');
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}
