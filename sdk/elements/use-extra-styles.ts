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

/** Adopts `css` into the widget's shadow root, after (or before) the sheets it already has. */
export function useExtraStyles(css: string, place: 'before' | 'after' = 'after'): void {
  const host = useWidgetElement();
  useLayoutEffect(() => {
    const root = host?.shadowRoot;
    const sheet = extraSheet(css);
    if (root == null || sheet === undefined || !('adoptedStyleSheets' in root)) return;
    if (root.adoptedStyleSheets.includes(sheet)) return;
    root.adoptedStyleSheets = place === 'before' ? [sheet, ...root.adoptedStyleSheets] : [...root.adoptedStyleSheets, sheet];
  }, [host, css, place]);
}
