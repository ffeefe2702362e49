import { type ComponentType } from 'react';
import { defineWidget } from '../../../sdk/elements/index.ts';
import { mountElement, uniqueTag } from './mount-element.ts';

/** Renders `Component` as the content of a fresh racekit widget (shadow root, store, i18n), in `parent` (the body). */
export async function renderInWidget(Component: ComponentType, attributes: Record<string, string> = {}, parent?: Element): Promise<HTMLElement> {
  const tag = uniqueTag('ui');
  defineWidget(tag, Component, { attributes: {} });
  return mountElement(tag, attributes, parent);
}

/** The element that has focus inside `host`'s shadow root. */
export function focusedIn(host: HTMLElement): Element | null {
  return host.shadowRoot?.activeElement ?? null;
}
