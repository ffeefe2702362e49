import { pageSingleton } from '../runtime/page-singleton.ts';

/**
 * Widget styles go into shadow roots as constructable stylesheets: no `<style>` element, so a
 * host with a strict Content-Security-Policy (no 'unsafe-inline' styles) still works. One
 * sheet per distinct CSS text per page, shared by every element that adopts it.
 */
interface SheetSlot {
  sheets: Map<string, CSSStyleSheet>;
  warned: boolean;
}

const slot = () => pageSingleton<SheetSlot>('style-sheets', () => ({ sheets: new Map(), warned: false }));

function sheetFor(css: string): CSSStyleSheet | undefined {
  const current = slot();
  const known = current.sheets.get(css);
  if (known !== undefined) return known;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    current.sheets.set(css, sheet);
    return sheet;
  } catch (error) {
    if (!current.warned) console.warn('racekit: this browser cannot construct stylesheets; widgets show unstyled.', error);
    current.warned = true;
    return undefined;
  }
}

/** Adopts `styles` (CSS texts, in cascade order) into `root`. */
export function adoptStyles(root: ShadowRoot, styles: readonly string[]): void {
  const sheets = styles.map(sheetFor).filter((sheet) => sheet !== undefined);
  if (!('adoptedStyleSheets' in root)) return;
  root.adoptedStyleSheets = sheets;
}
