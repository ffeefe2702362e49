/**
 * defineWidget(): a React component becomes a custom element.
 *
 *   defineWidget('racekit-basket-badge', BasketBadge, { attributes: {}, styles: [badgeCss] });
 *
 * The element owns an open shadow root with the design tokens and the widget's styles adopted
 * as constructable stylesheets; it renders the component there (react-dom/client, or
 * preact/compat in the embed bundle) inside the page's Jotai store, i18n in the widget's
 * language and an error boundary. Declared attributes are observed: each change re-renders
 * with freshly parsed props. A wrong attribute or a render error shows a short message inside
 * the widget and fires `racekit:error`; the host page never breaks.
 *
 * The class is created inside the call, never at import: importing this module in Node (the
 * server, unit tests) does not touch `HTMLElement`. A tag defined twice is a no-op; a
 * different racekit version meeting this one warns once (sdk/elements/widget-registry.ts).
 */
import { announceReturnedPurchase } from './announce-purchase.ts';
import { type i18n } from 'i18next';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getRacekitI18n } from '../i18n/get-racekit-i18n.ts';
import tokensCss from '../ui/tokens.css?inline';
import { adoptStyles } from './adopt-styles.ts';
import {
  checkAttributeNames,
  parseAttributes,
  sharedAttributes,
  type AttributeSpec,
  type WidgetProps,
} from './attribute-props.ts';
import { trackConnectedWidget } from './auth-navigation.ts';
import { dispatchRacekitEvent } from './racekit-events.ts';
import { RACEKIT_VERSION } from './racekit-version.ts';
import widgetBaseCss from './widget-base.css?inline';
import { registerWidgetTag } from './widget-registry.ts';
import { WidgetShell } from './widget-shell.tsx';

export interface WidgetOptions<A extends AttributeSpec> {
  /** Declared attributes, kebab-case, each with the struct that reads it; `lang` and `theme` are always understood. */
  attributes: A;
  /** The i18next instance whose resources the widget uses (cloned per language); the page's by default. */
  i18n?: () => i18n;
  /** CSS texts adopted after the design tokens, in cascade order (`import css from './x.css?inline'`). */
  styles?: readonly string[];
  /** Page services to start before the first render (each idempotent), e.g. `getQueryClient`, `installAuthBridge`. */
  startup?: readonly (() => unknown)[];
  /** The version of the bundle defining the tag; this build's by default. */
  version?: string;
}

/** The class `defineWidget` registers: an `HTMLElement` observing the declared attributes. */
export interface WidgetElementClass {
  new (): HTMLElement;
  readonly observedAttributes: readonly string[];
}

/** Registers `tag` as a custom element rendering `Component`; returns the class in use for the tag. */
export function defineWidget<A extends AttributeSpec>(
  tag: string,
  Component: ComponentType<WidgetProps<A>>,
  options: WidgetOptions<A>,
): CustomElementConstructor {
  const names = Object.keys(options.attributes);
  checkAttributeNames(tag, names);
  return registerWidgetTag(tag, options.version ?? RACEKIT_VERSION, () => createWidgetClass(tag, Component, options));
}

function createWidgetClass<A extends AttributeSpec>(
  tag: string,
  Component: ComponentType<WidgetProps<A>>,
  options: WidgetOptions<A>,
): WidgetElementClass {
  const observed = [...Object.keys(options.attributes), ...sharedAttributes];
  const styles = [tokensCss, widgetBaseCss, ...(options.styles ?? [])];
  const render = (props: WidgetProps<A>) => createElement(Component, props);

  return class RacekitWidget extends HTMLElement {
    static readonly observedAttributes: readonly string[] = observed;

    readonly #shadow: ShadowRoot;
    #root: Root | undefined;
    #untrack: (() => void) | undefined;
    /** The attribute problem last reported, so one wrong value fires one `racekit:error`. */
    #reported = '';

    constructor() {
      super();
      this.#shadow = this.attachShadow({ mode: 'open' });
      adoptStyles(this.#shadow, styles);
    }

    connectedCallback(): void {
      for (const start of options.startup ?? []) start();
      // back from the thanks page with a paid order: racekit:purchase (issue 17)
      announceReturnedPurchase(this);
      this.#untrack ??= trackConnectedWidget(this);
      this.#root ??= createRoot(this.#shadow);
      this.#render();
    }

    disconnectedCallback(): void {
      this.#untrack?.();
      this.#untrack = undefined;
      this.#reported = '';
      // Unmount once the current script is done: React must not unmount a root while it is
      // committing another (a React page removing this element), and a move keeps its root.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#root?.unmount();
        this.#root = undefined;
      });
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous !== next && this.#root !== undefined && this.isConnected) this.#render();
    }

    #render(): void {
      const parsed = parseAttributes(this, options.attributes);
      const resetKey = JSON.stringify(observed.map((name) => this.getAttribute(name)));
      if (parsed.ok) {
        this.#reported = '';
      } else {
        const { attribute, value, message } = parsed.problem;
        const signature = JSON.stringify([attribute, value]);
        if (signature !== this.#reported) {
          this.#reported = signature;
          const text = `<${tag}> attribute ${attribute}="${value ?? ''}": ${message}`;
          console.warn(`racekit: ${text}`);
          dispatchRacekitEvent(this, 'racekit:error', { code: 'attribute', message: text, tag, attribute });
        }
      }
      this.#root?.render(
        createElement(WidgetShell<WidgetProps<A>>, { element: this, tag, i18n: (options.i18n ?? getRacekitI18n)(), parsed, resetKey, render }),
      );
    }
  };
}
