/**
 * The participant form asked for ahead (issue 30: add → form): once the buy dialog has preloaded
 * its code, the basket's card draws the form in its first render — no stand-in, no second pass
 * waiting for an import() to settle behind the page's other tasks. Found by role and label
 * through the widget's shadow root.
 */
import { Suspense } from 'react';
import { getByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { LazyParticipantForm, preloadParticipantForm } from '../../sdk/ui/form/index.ts';
import { renderInWidget } from './support/render-in-widget.tsx';

const line: BasketItem = { unique_id: 't-1', public_id: 'f-1', selector: 'ticket', count: 1, price: 1000, preregistration: true, start_time: '2030-06-01T09:00:00+03:00', info: {} };

describe('LazyParticipantForm', () => {
  it('draws the form in its first render once preloaded: the fallback never shows', async () => {
    await preloadParticipantForm();
    const fallback = vi.fn(() => <p>Загрузка…</p>);
    const Fallback = fallback;
    const host = await renderInWidget(() => (
      <Suspense fallback={<Fallback />}>
        <LazyParticipantForm line={line} sizes={undefined} titled shows={() => false} onTouch={() => undefined} onInfo={() => undefined} onLine={() => undefined} />
      </Suspense>
    ));
    expect(getByShadowRole(host, 'group', { name: 'Данные участника' })).toBeTruthy();
    expect(getByShadowLabelText(host, /^Фамилия/, { selector: 'input' })).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });
});
