/**
 * The part of react-i18next racekit uses — `I18nextProvider` and `useTranslation()` →
 * `{ t, i18n, ready }` — as a thin React adapter over the real i18next instance. Every build
 * aliases `react-i18next` to this file (the embed in rollup.config.mjs, the site in
 * site/vite.config.ts, both widget test runs in vitest.config.ts); the package stays for its
 * types. It saves react-i18next's weight (about 2 KB gzip) on every page; the translation engine
 * is i18next everywhere. A component re-renders when its instance
 * changes language; `t` is a new function then (as react-i18next's is), and the same one
 * otherwise, so it is safe in hook dependencies.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

const I18nContext = createContext<I18n | undefined>(undefined);

const keyOnly: LooseT = (key) => key;

/** Makes `i18n` the instance of every `useTranslation()` below. */
export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** `t` and the instance of the nearest provider; without one, `t` answers keys (as react-i18next does). */
export function useTranslation(): { t: TFunction; i18n: I18n | undefined; ready: boolean } {
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
  const t = useMemo<LooseT>(
    () => (i18n === undefined ? keyOnly : (key, options) => String(i18n.t(key as never, options as never))),
    [i18n, current],
  );
  // The widgets' keys are checked against the resources where they are written (react-i18next's
  // typing); here one loose function serves them all.
  return { t: t as unknown as TFunction, i18n, ready: i18n !== undefined };
}
