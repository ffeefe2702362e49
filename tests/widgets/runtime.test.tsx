/**
 * The widget suite runs twice (vitest.config.ts): on React, as the site ships the widgets, and on
 * preact/compat with the embed's react-i18next adapter, as the embed bundle ships them. This
 * checks each run really renders through the runtime it names.
 */
import { getByShadowRole } from 'shadow-dom-testing-library';
import { expect, inject, it } from 'vitest';
import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../sdk/elements/index.ts';
import { mountElement, uniqueTag } from './support/mount-element.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    runtime: 'react' | 'preact';
  }
}

it('renders a widget through the runtime of this run', async () => {
  const tag = uniqueTag('runtime');
  defineWidget(tag, () => <p role="note">{useTranslation().t('firstPaint.takePart')}</p>, { attributes: {} });
  const element = await mountElement(tag);
  expect(getByShadowRole(element, 'note').textContent).toBe('Принять участие');
  const shadow = element.shadowRoot;
  if (shadow === null) throw new Error('no shadow root');
  // Preact keeps its virtual tree on the container (`__k`); React marks it `__reactContainer$…`.
  const keys = Object.keys(shadow);
  const runtime = keys.some((key) => key.startsWith('__reactContainer')) ? 'react' : '__k' in shadow ? 'preact' : `unknown: ${keys.join(',')}`;
  expect(runtime).toBe(inject('runtime'));
  // Both runs (as every build) use the adapter over i18next for react-i18next (no initReactI18next).
  expect('initReactI18next' in (await import('react-i18next'))).toBe(false);
});
