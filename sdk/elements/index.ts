// The public entry "@racekit/sdk/elements" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/elements/, by name.
export { adoptStyles } from './adopt-styles.ts';
export { announceReturnedPurchase } from './announce-purchase.ts';
export { attr } from './attr.ts';
export {
  type AttributeProblem,
  type AttributeSpec,
  type AttributeStruct,
  camelCase,
  type CamelCase,
  checkAttributeNames,
  parseAttributes,
  type ParsedAttributes,
  readLanguageAttribute,
  sharedAttributes,
  type WidgetProps,
} from './attribute-props.ts';
export { LOGIN_PATH, trackConnectedWidget } from './auth-navigation.ts';
export { defineShell, type FetchReason, type FirstPaint, type ShellSpec } from './define-shell.ts';
export {
  defineWidget,
  type MountedWidget,
  registerWidget,
  widget,
  type WidgetDefinition,
  type WidgetElementClass,
  type WidgetOptions,
} from './define-widget.ts';
export { paintLoading, paintRoot, paintSpinner } from './first-paint-parts.ts';
export { deepActiveElement, focusFirstInvalid, tabbableElements } from './focusable.ts';
export { navigateFrom } from './navigate-from.ts';
export { pageTouch } from './page-touch.ts';
export { prefetchCall } from './prefetch-call.ts';
export { mayPrefetch, whenInView } from './prefetch-policy.ts';
export { dispatchRacekitEvent, type RacekitErrorCode, type RacekitEventMap, type RacekitEventName } from './racekit-events.ts';
export { RACEKIT_VERSION } from './racekit-version.ts';
export { I18nextProvider, useTranslation } from './react-i18next-adapter.ts';
export { handOverUrl, needsSessionHandOver } from './session-hand-over.ts';
export {
  firstPaintWords,
  type FirstPaintWords,
  pluralWords,
  shellLanguage,
  shellSite,
  shellTheme,
  type ShellTheme,
  storedPlainText,
  storedValue,
} from './shell-page.ts';
export { useCallQuery } from './use-call-query.ts';
export { prepareExtraStyles, useExtraStyles } from './use-extra-styles.ts';
export { useLoadErrorReport } from './use-load-error-report.ts';
export { type MessageText, useMessageText } from './use-message-text.ts';
export { usePageLanguage } from './use-page-language.ts';
export { useRacekitEmit } from './use-racekit-emit.ts';
export { useReportError } from './use-report-error.ts';
export { useWidgetNavigate } from './use-widget-navigate.ts';
export { widgetCodeFetches } from './widget-code-fetches.ts';
export { useWidgetElement, WidgetContext, type WidgetContextValue } from './widget-context.ts';
export { WidgetErrorBoundary } from './widget-error-boundary.tsx';
export { i18nForLanguage } from './widget-i18n.ts';
export type { WidgetJsxProps } from './widget-jsx-props.ts';
export { WidgetMessage } from './widget-message.tsx';
export { registerWidgetTag } from './widget-registry.ts';
export { widgetLanguage, WidgetShell } from './widget-shell.tsx';
