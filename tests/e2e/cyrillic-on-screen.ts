/**
 * What an English visitor would read in Russian: every rendered text of the page — through the
 * widgets' shadow roots, visually hidden text for screen readers included — plus placeholders,
 * the options of selects and the tab's title, less what the visitor typed (personal data) and
 * what is Russian on purpose (an element marked `lang="ru"`, such as the «Рус» of the language
 * switch). Answers one line per text: where it is and what it says.
 */
import type { Page } from '@playwright/test';

export async function cyrillicOnScreen(page: Page, typed: readonly string[] = []): Promise<string[]> {
  return page.evaluate((typedValues) => {
    const found: string[] = [];
    const cyrillic = /[\u0400-\u04FF]/;
    // the longest first: 'Иванова' is typed whole, not 'Иванов' and a stray 'а'
    const longestFirst = [...typedValues].filter((value) => value !== '').sort((a, b) => b.length - a.length);
    const untyped = (text: string) => longestFirst.reduce((rest, value) => rest.split(value).join(' '), text);
    /** The element's parent, through a shadow root to its host. */
    const up = (element: Element): Element | null => element.parentElement ?? (element.getRootNode() instanceof ShadowRoot ? (element.getRootNode() as ShadowRoot).host : null);
    const inRussian = (element: Element): boolean => {
      for (let at: Element | null = element; at !== null; at = up(at)) {
        const lang = at.getAttribute('lang');
        if (lang !== null) return lang.toLowerCase().startsWith('ru');
      }
      return false;
    };
    const where = (element: Element): string => {
      const parts: string[] = [];
      for (let at: Element | null = element; at !== null && parts.length < 4; at = up(at)) {
        parts.unshift(`${at.tagName.toLowerCase()}${at.classList.length > 0 ? `.${[...at.classList].join('.')}` : ''}`);
      }
      return parts.join(' > ');
    };
    const note = (element: Element, text: string | null | undefined) => {
      const rest = untyped(text ?? '').replace(/\s+/g, ' ').trim();
      if (cyrillic.test(rest) && !inRussian(element)) found.push(`${where(element)}: «${rest}»`);
    };
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walk = (root: Node) => {
      for (const node of root.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent !== null && shown(parent)) note(parent, node.textContent);
        } else if (node instanceof Element) {
          if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(node.tagName)) continue;
          if ((node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) && shown(node)) {
            note(node, node.placeholder);
            note(node, node.value);
          }
          if (node instanceof HTMLSelectElement && shown(node)) for (const option of node.options) note(node, option.text);
          if (node.shadowRoot !== null) walk(node.shadowRoot);
          if (!(node instanceof HTMLSelectElement)) walk(node);
        }
      }
    };
    walk(document.body);
    note(document.documentElement, document.title);
    return found;
  }, typed);
}
