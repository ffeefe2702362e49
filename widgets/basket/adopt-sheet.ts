/** One constructed sheet per CSS text for this bundle. */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adds a stylesheet to a widget's shadow root after its first paint (a lazily loaded piece
 * bringing its library's CSS, e.g. swiper's). Put first, so the widget's own rules still win;
 * adopted once per root. A browser without constructable sheets keeps the piece unstyled.
 */
export function adoptSheet(root: ShadowRoot, css: string): void {
  if (!('adoptedStyleSheets' in root)) return;
  let sheet = sheets.get(css);
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return;
    }
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
}
