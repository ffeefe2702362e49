import { type i18n } from 'i18next';
import { Provider, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '../config/racekit-config.ts';
import { provideTexts, textsLoaded } from '../i18n/page-texts.ts';
import type { TextModule } from '../i18n/text-module.ts';
import { getRacekitStore } from '../state/racekit-store.ts';
import { themeAtom } from '../state/storage-atoms.ts';
import { usePageLanguage } from './use-page-language.ts';
import { readLanguageAttribute, type ParsedAttributes } from './attribute-props.ts';
import { dispatchRacekitEvent } from './racekit-events.ts';
import { WidgetContext } from './widget-context.ts';
import { WidgetErrorBoundary } from './widget-error-boundary.tsx';
import { i18nForLanguage } from './widget-i18n.ts';
import { WidgetMessage } from './widget-message.tsx';

interface WidgetShellProps<P> {
  element: HTMLElement;
  tag: string;
  i18n: i18n;
  /** The widget's texts: loaded in a language before the widget shows it. */
  texts: TextModule | undefined;
  parsed: ParsedAttributes<P>;
  /** Changes whenever an attribute does: a crashed widget then renders again. */
  resetKey: string;
  render: (props: P) => ReactNode;
}

/**
 * What every widget renders inside its shadow root: the page's store, the widget's element
 * for events, i18n in the widget's language, the theme wrapper the design tokens hang on, and
 * an error boundary. Language and theme: the attribute, else the stored choice.
 */
export function WidgetShell<P>({ element, tag, i18n, texts, parsed, resetKey, render }: WidgetShellProps<P>) {
  const context = useMemo(() => ({ element, tag }), [element, tag]);
  return (
    <Provider store={getRacekitStore()}>
      <WidgetContext.Provider value={context}>
        <WidgetFrame i18n={i18n} texts={texts} lang={parsed.lang} theme={parsed.theme}>
          <WidgetErrorBoundary
            resetKey={resetKey}
            onError={(error) => reportRenderError(element, tag, error)}
            fallback={<CrashMessage />}
          >
            {parsed.ok ? render(parsed.props) : <BadAttributeMessage name={parsed.problem.attribute} value={parsed.problem.value} />}
          </WidgetErrorBoundary>
        </WidgetFrame>
      </WidgetContext.Provider>
    </Provider>
  );
}

function WidgetFrame(props: {
  i18n: i18n;
  texts: TextModule | undefined;
  lang: ParsedAttributes<unknown>['lang'];
  theme: ParsedAttributes<unknown>['theme'];
  children: ReactNode;
}) {
  const pageLang = usePageLanguage(props.i18n);
  const storedTheme = useAtomValue(themeAtom);
  const lang = useTextsIn(props.i18n, props.texts, props.lang ?? pageLang);
  return (
    <I18nextProvider i18n={i18nForLanguage(props.i18n, lang)}>
      <div className="rk-root" data-theme={props.theme ?? storedTheme} lang={lang}>
        {props.children}
      </div>
    </I18nextProvider>
  );
}

/**
 * The language to show: `wanted` once the widget's texts are in it, the language shown so far
 * while they load (a `lang` attribute changed to a language the page has not loaded).
 */
function useTextsIn(instance: i18n, texts: TextModule | undefined, wanted: Language): Language {
  const ready = texts === undefined || textsLoaded(instance, texts, wanted);
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    if (ready || texts === undefined) {
      setShown(wanted);
      return undefined;
    }
    let live = true;
    void provideTexts(instance, texts, wanted)?.then(() => {
      if (live) setShown(wanted);
    });
    return () => {
      live = false;
    };
  }, [instance, texts, wanted, ready]);
  return ready ? wanted : shown;
}

/** The language `element` renders in: its `lang` attribute (when valid), else the page's. */
export function widgetLanguage(element: Element, instance: i18n): Language {
  return readLanguageAttribute(element) ?? (instance.language === 'en' ? 'en' : 'ru');
}

function BadAttributeMessage({ name, value }: { name: string; value: string | undefined }) {
  const { t } = useTranslation();
  return <WidgetMessage>{t('errors.badAttribute', { name, value: value ?? '' })}</WidgetMessage>;
}

function CrashMessage() {
  const { t } = useTranslation();
  return <WidgetMessage>{t('errors.generic')}</WidgetMessage>;
}

function reportRenderError(element: HTMLElement, tag: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  dispatchRacekitEvent(element, 'racekit:error', { code: 'render', message, tag });
}
