/**
 * What racekit uses of react-i18next, over {@link LiteI18n} (the embed build aliases
 * `react-i18next` to this): `I18nextProvider` and `useTranslation()` → `{ t, i18n, ready }`.
 * A component re-renders when its instance changes language; `t` is a new function then (as
 * react-i18next's is), and the same one otherwise, so it is safe in hook dependencies.
 */
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LiteI18n, LiteTFunction } from './lite-i18next.ts';

const I18nContext = createContext<LiteI18n | undefined>(undefined);

const keyOnly: LiteTFunction = (key) => key;

/** Makes `i18n` the instance of every `useTranslation()` below. */
export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** `t` and the instance of the nearest provider; without one, `t` answers keys (as react-i18next does). */
export function useTranslation(): { t: LiteTFunction; i18n: LiteI18n | undefined; ready: boolean } {
  const i18n = useContext(I18nContext);
  const [language, setLanguage] = useState(i18n?.language);
  useEffect(() => {
    if (i18n === undefined) return undefined;
    const follow = (lng: string) => setLanguage(lng);
    i18n.on('languageChanged', follow);
    return () => {
      i18n.off('languageChanged', follow);
    };
  }, [i18n]);
  const current = i18n?.language ?? language;
  const t = useMemo<LiteTFunction>(() => (i18n === undefined ? keyOnly : (key, options) => i18n.t(key, options)), [i18n, current]);
  return { t, i18n, ready: i18n !== undefined };
}
