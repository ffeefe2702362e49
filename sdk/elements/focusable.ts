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

/** Every tabbable element inside `container` and inside the open shadow roots of elements in it, in order. */
function collectTabbable(container: Element | ShadowRoot, found: HTMLElement[]): HTMLElement[] {
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    // `closest` stops at a shadow root: a hidden host is skipped here, its shadow content with it.
    if (element.closest('[hidden], [inert]') !== null) continue;
    if (element.matches(tabbableSelector)) found.push(element);
    if (element.shadowRoot !== null) collectTabbable(element.shadowRoot, found);
  }
  return found;
}

/**
 * The elements Tab reaches inside `container`, in order, including those of another widget
 * shown inside it (its open shadow root, e.g. `<racekit-basket>` in a dialog); of a radio
 * group only its checked (or first) radio.
 */
export function tabbableElements(container: Element | ShadowRoot): HTMLElement[] {
  const candidates = collectTabbable(container, []);
  const radioGroup = (element: HTMLInputElement) =>
    candidates.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name && other.getRootNode() === element.getRootNode(),
    );
  return candidates.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') return true;
    const group = radioGroup(element);
    const checked = group.find((radio) => radio.checked);
    return element === (checked ?? group[0]);
  });
}

/**
 * Moves focus to the first field marked invalid (`aria-invalid="true"`) inside `container`, in
 * document order: the control itself, or the first control Tab reaches in a marked group (a
 * radio group). Focusing scrolls it into view. Answers the element focused, if any.
 */
export function focusFirstInvalid(container: Element | ShadowRoot): HTMLElement | undefined {
  for (const marked of container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    if (marked.closest('[hidden], [inert]') !== null) continue;
    const target = marked.matches(tabbableSelector) ? marked : tabbableElements(marked)[0];
    if (target === undefined) continue;
    target.focus();
    return target;
  }
  return undefined;
}
