/**
 * While a modal dialog is open, the rest of the page is hidden from assistive tech and from
 * the pointer and keyboard: every sibling of the dialog, of each of its ancestors and of each
 * shadow host it sits in (the widget's element on the host page, a widget inside another
 * widget's dialog), up to `<body>`, gets `inert` and `aria-hidden="true"`. Only what this call
 * set is restored: an element already inert or hidden (by the page, or by a dialog under this
 * one) stays as it was.
 */

/** Elements that show nothing and need no hiding. */
const invisible = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'META', 'NOSCRIPT']);

/** The parent of `node` in the flat tree: its parent element, or the host of its shadow root. */
function parentOf(node: Element): Element | null {
  if (node.parentElement !== null) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** Hides everything outside `element`; answers the function that shows it again. */
export function hideOutside(element: Element): () => void {
  const undo: (() => void)[] = [];
  for (let node: Element | null = element; node !== null && node !== document.body && node !== document.documentElement; node = parentOf(node)) {
    const parent = node.parentElement ?? node.getRootNode();
    if (!(parent instanceof Element || parent instanceof ShadowRoot)) break;
    for (const sibling of parent.children) {
      if (sibling === node || invisible.has(sibling.tagName)) continue;
      if (!sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        undo.push(() => sibling.removeAttribute('inert'));
      }
      if (!sibling.hasAttribute('aria-hidden')) {
        sibling.setAttribute('aria-hidden', 'true');
        undo.push(() => sibling.removeAttribute('aria-hidden'));
      }
    }
  }
  return () => {
    for (const restore of undo.splice(0).reverse()) restore();
  };
}
