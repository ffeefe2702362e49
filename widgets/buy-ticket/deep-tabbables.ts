/**
 * The elements Tab reaches inside `container`, including those inside the open shadow roots
 * of elements in it (another widget shown here, e.g. `<racekit-basket>`), in document order.
 * sdk/ui's `tabbableElements` stops at shadow roots, which is right for a widget's own dialog
 * but would make a nested widget unreachable by keyboard.
 */
const tabbable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function deepTabbables(container: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    if (element.closest('[hidden], [inert]') !== null) continue;
    if (element.matches(tabbable)) found.push(element);
    if (element.shadowRoot !== null) found.push(...deepTabbables(element.shadowRoot));
  }
  return found;
}

