/**
 * Focus helpers that see through shadow roots: inside a widget `document.activeElement` is
 * the host element, so the real focus is found by walking down the open shadow roots.
 */
const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The element that really has focus, inside open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The elements Tab reaches inside `container`, in order; of a radio group only its checked (or first) radio. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  const candidates = [...container.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) => element.closest('[hidden], [inert]') === null,
  );
  return candidates.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') return true;
    const group = candidates.filter(
      (other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
    );
    const checked = group.find((radio) => radio.checked);
    return element === (checked ?? group[0]);
  });
}
