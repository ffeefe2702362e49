import { useLayoutEffect } from 'react';
import { useWidgetElement } from '../../sdk/elements/widget-context.ts';

/**
 * Adds a stylesheet to the widget's shadow root once the code that needs it has loaded: the
 * dialog's styles come with the dialog's lazy chunk, so the first paint (the button) carries
 * none of them. A constructable sheet, as defineWidget's own, so a strict CSP host still works.
 */
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet | undefined {
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

/** Adopts `css` into the widget's shadow root, after the sheets it already has. */
export function useExtraStyles(css: string): void {
  const host = useWidgetElement();
  useLayoutEffect(() => {
    const root = host?.shadowRoot;
    const sheet = sheetFor(css);
    if (root == null || sheet === undefined || !('adoptedStyleSheets' in root)) return;
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host, css]);
}
