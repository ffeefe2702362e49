/**
 * `react-dom/server` for the Preact run: the one function the tests use, rendering with the
 * embed's runtime into a detached element (a test compares a widget's QR code with the library's).
 */
import { render, type ComponentChild } from 'preact';

export function renderToStaticMarkup(element: ComponentChild): string {
  const container = document.createElement('div');
  render(element, container);
  return container.innerHTML;
}
