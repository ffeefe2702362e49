/**
 * The old-browser check of account.md §4. The site needs custom elements with shadow roots
 * (every widget), constructable stylesheets (their styles under the strict CSP) and modern
 * CSS colour mixing (the tokens); a browser without them goes to /notsupport. Old Internet
 * Explorer never runs this module at all: site/public/legacy-check.js sends it there.
 */
export function isSupportedBrowser(): boolean {
  const css = globalThis.CSS as typeof CSS | undefined;
  return (
    'customElements' in globalThis &&
    typeof Element.prototype.attachShadow === 'function' &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    css?.supports('color', 'color-mix(in srgb, red 50%, blue)') === true
  );
}

/** Where an unsupported browser is sent. */
export const NOT_SUPPORTED_PATH = '/notsupport';
