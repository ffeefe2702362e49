/**
 * Pieces of a tag's first paint (sdk/elements/define-shell.ts), on Preact's core: the same
 * markup and classes as their React counterparts, so the widget's CSS styles both and the page
 * does not move when the widget takes over.
 */
import { h, type ComponentChild, type ComponentChildren } from 'preact';
import type { FirstPaint } from './define-shell.ts';

/** The theme wrapper every widget renders (sdk/elements/widget-shell.tsx's `.rk-root`). */
export function paintRoot(state: FirstPaint, ...children: ComponentChildren[]): ComponentChild {
  return h('div', { class: 'rk-root', 'data-theme': state.theme, lang: state.language }, ...children);
}

/** sdk/ui/spinner.tsx: a ring announced as a status. */
export function paintSpinner(label: string, size: 'sm' | 'md' | 'lg', className?: string): ComponentChild {
  return h(
    'span',
    { class: `rk-spinner rk-spinner--${size}${className === undefined ? '' : ` ${className}`}`, role: 'status' },
    h('span', { class: 'rk-spinner__ring', 'aria-hidden': 'true' }),
    h('span', { class: 'rk-visually-hidden' }, label),
  );
}

/** The first paint of a widget whose content needs its code: a busy box with a spinner. */
export function paintLoading(state: FirstPaint): ComponentChild {
  return paintRoot(state, h('div', { class: 'rk-first-paint', 'aria-busy': 'true' }, paintSpinner(state.words.loading, 'lg')));
}
