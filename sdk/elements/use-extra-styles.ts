import { useLayoutEffect } from 'react';
import { useWidgetElement } from './widget-context.ts';

/**
 * Adopts `css` into the widget's shadow root once the code that needs it has loaded (a lazy
 * dialog's own styles, a library's CSS such as swiper's), so the first paint carries none of
 * it: 'after' the widget's sheets (its own rules), or 'before' them (a library's rules the
 * widget overrides). A constructable sheet, as defineWidget's, so a strict CSP host still
 * works; one per CSS text, adopted once per root. A browser without constructable sheets
 * keeps the piece unstyled.
 */
const sheets = new Map<string, CSSStyleSheet>();

function extraSheet(css: string): CSSStyleSheet | undefined {
  const known = sheets.get(css);
  if (known !== undefined) return known;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
    return sheet;
  } catch {
    return undefined;
  }
}

/**
 * Parses `css` into constructable sheets now (when the code that will show it has just arrived,
 * not when it first renders): the first render then only adopts them.
 */
export function prepareExtraStyles(css: readonly string[]): void {
  css.forEach(extraSheet);
}

/**
 * Adopts `css` (one text, or several in cascade order) into the widget's shadow root, after
 * (or before) the sheets it already has. Sheets it already holds are not added twice.
 */
export function useExtraStyles(css: string | readonly string[], place: 'before' | 'after' = 'after'): void {
  const host = useWidgetElement();
  const texts = typeof css === 'string' ? [css] : css;
  // A new array with the same texts is the same request: the effect keys on the content.
  const key = texts.join('\u0000');
  useLayoutEffect(() => {
    const root = host?.shadowRoot;
    if (root == null || !('adoptedStyleSheets' in root)) return;
    const adopted = root.adoptedStyleSheets;
    const added = texts.map(extraSheet).filter((sheet): sheet is CSSStyleSheet => sheet !== undefined && !adopted.includes(sheet));
    if (added.length === 0) return;
    root.adoptedStyleSheets = place === 'before' ? [...added, ...adopted] : [...adopted, ...added];
  }, [host, key, place]);
}
