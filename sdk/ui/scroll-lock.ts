import { pageSingleton } from '../runtime/page-singleton.ts';

/**
 * While a modal dialog is open the page behind it does not scroll (account.md §4: the ticket
 * popup locks page scroll; racekit locks it at every width). Nothing is written onto the page's
 * own elements: one constructable stylesheet is added to the document's adopted sheets while any
 * racekit dialog is open, and taken away when the last one closes. It keeps the scrollbar's
 * gutter when the page had a scrollbar, so nothing behind the backdrop shifts sideways.
 */
interface ScrollLock {
  count: number;
  sheet: CSSStyleSheet | undefined;
}

const lock = () => pageSingleton<ScrollLock>('scroll-lock', () => ({ count: 0, sheet: undefined }));

function lockingSheet(): CSSStyleSheet | undefined {
  try {
    const sheet = new CSSStyleSheet();
    const gutter = window.innerWidth > document.documentElement.clientWidth ? 'scrollbar-gutter: stable !important;' : '';
    sheet.replaceSync(`html { overflow: hidden !important; ${gutter} }`);
    return sheet;
  } catch {
    return undefined; // no constructable sheets: the page keeps scrolling
  }
}

/** Locks the page's scroll until the returned function is called (once); locks nest. */
export function lockPageScroll(): () => void {
  const current = lock();
  current.count += 1;
  if (current.count === 1) {
    current.sheet = lockingSheet();
    if (current.sheet !== undefined) document.adoptedStyleSheets = [...document.adoptedStyleSheets, current.sheet];
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.count -= 1;
    if (current.count > 0 || current.sheet === undefined) return;
    const sheet = current.sheet;
    current.sheet = undefined;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
  };
}
