/**
 * defineWidget(): a React component becomes a custom element.
 *
 *   defineWidget('racekit-basket-badge', BasketBadge, { attributes: {}, styles: [badgeCss], texts: basketBadgeTexts });
 *
 * The element owns an open shadow root with the design tokens and the widget's styles adopted
 * as constructable stylesheets; it renders the component there (react-dom/client, or
 * preact/compat in the embed bundle) inside the page's Jotai store, i18n in the widget's
 * language and an error boundary. Declared attributes are observed: each change re-renders
 * with freshly parsed props. A wrong attribute or a render error shows a short message inside
 * the widget and fires `racekit:error`; the host page never breaks.
 *
 * `widget()` is the same without registering a tag: a {@link WidgetDefinition}, which the embed
 * bundle's first paint (sdk/elements/define-shell.ts) mounts into the element it already
 * defined once the widget's code has arrived. `defineWidget()` registers it as a tag of its own
 * (the site, the tests, a React host).
 *
 * The class is created inside the call, never at import: importing this module in Node (the
 * server, unit tests) does not touch `HTMLElement`. A tag defined twice is a no-op; a
 * different racekit version meeting this one warns once (sdk/elements/widget-registry.ts).
 */
import { announceReturnedPurchase } from './announce-purchase.ts';
import { type i18n } from 'i18next';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { getRacekitI18n } from '../i18n/get-racekit-i18n.ts';
import { provideTexts } from '../i18n/page-texts.ts';
import type { TextModule } from '../i18n/text-module.ts';
import tokensCss from './tokens.css?inline';
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
import { WidgetShell, widgetLanguage } from './widget-shell.tsx';

export interface WidgetOptions<A extends AttributeSpec> {
  /** Declared attributes, kebab-case, each with the struct that reads it; `lang` and `theme` are always understood. */
  attributes: A;
  /** The texts the widget shows (widgets/<name>/<name>-texts.ts), loaded in its language before it first renders. */
  texts?: TextModule;
  /** The i18next instance whose resources the widget uses (cloned per language); the page's by default. */
  i18n?: () => i18n;
  /** CSS texts adopted after the design tokens, in cascade order (`import css from './x.css?inline'`). */
  styles?: readonly string[];
  /** Page services to start before the first render (each idempotent), e.g. `getQueryClient`, `installAuthBridge`. */
  startup?: readonly (() => unknown)[];
  /** The version of the bundle defining the tag; this build's by default. */
  version?: string;
}

/** A widget rendered into one element: re-render it (an attribute changed), or take it down. */
export interface MountedWidget {
  update(): void;
  unmount(): void;
}

/** Everything a tag needs to be a racekit widget, apart from the `customElements` entry. */
export interface WidgetDefinition {
  readonly tag: string;
  readonly version: string;
  /** The declared attributes and `lang`, `theme`. */
  readonly observedAttributes: readonly string[];
  /** The tokens, the widget base and the widget's own CSS texts, in cascade order. */
  readonly styles: readonly string[];
  /** Starts the page services and loads the texts of `element`'s language: `undefined` when nothing is left to wait for. */
  prepare(element: HTMLElement): Promise<void> | undefined;
  /**
   * Renders into `shadow` (`element`'s root): at once when {@link prepare} is done, else when
   * the texts arrive. `sync`: the first render is committed before the call returns (a first
   * paint handing its shadow root over, outside any React render).
   */
  mount(element: HTMLElement, shadow: ShadowRoot, options?: { sync?: boolean }): MountedWidget;
}

/** The class `defineWidget` registers: an `HTMLElement` observing the declared attributes. */
export interface WidgetElementClass {
  new (): HTMLElement;
  readonly observedAttributes: readonly string[];
}

/** `Component` as a widget of `tag`, not registered (see {@link defineWidget}). */
export function widget<A extends AttributeSpec>(tag: string, Component: ComponentType<WidgetProps<A>>, options: WidgetOptions<A>): WidgetDefinition {
  checkAttributeNames(tag, Object.keys(options.attributes));
  const observedAttributes = [...Object.keys(options.attributes), ...sharedAttributes];
  const render = (props: WidgetProps<A>) => createElement(Component, props);
  const pageI18n = () => (options.i18n ?? getRacekitI18n)();

  const prepare = (element: HTMLElement) => {
    for (const start of options.startup ?? []) start();
    const instance = pageI18n();
    return options.texts === undefined ? undefined : provideTexts(instance, options.texts, widgetLanguage(element, instance));
  };

  return {
    tag,
    version: options.version ?? RACEKIT_VERSION,
    observedAttributes,
    styles: [tokensCss, widgetBaseCss, ...(options.styles ?? [])],
    prepare,
    mount(element, shadow, mountOptions) {
      const root = createRoot(shadow);
      const untrack = trackConnectedWidget(element);
      /** The attribute problem last reported, so one wrong value fires one `racekit:error`. */
      let reported = '';
      let state: 'waiting' | 'ready' | 'gone' = 'waiting';

      const update = () => {
        if (state !== 'ready') return;
        const parsed = parseAttributes(element, options.attributes);
        const resetKey = JSON.stringify(observedAttributes.map((name) => element.getAttribute(name)));
        if (parsed.ok) {
          reported = '';
        } else {
          const { attribute, value, message } = parsed.problem;
          const signature = JSON.stringify([attribute, value]);
          if (signature !== reported) {
            reported = signature;
            const text = `<${tag}> attribute ${attribute}="${value ?? ''}": ${message}`;
            console.warn(`racekit: ${text}`);
            dispatchRacekitEvent(element, 'racekit:error', { code: 'attribute', message: text, tag, attribute });
          }
        }
        root.render(createElement(WidgetShell<WidgetProps<A>>, { element, tag, i18n: pageI18n(), texts: options.texts, parsed, resetKey, render }));
      };

      const start = () => {
        if (state !== 'waiting') return;
        state = 'ready';
        update();
      };
      const waiting = prepare(element);
      if (waiting === undefined) {
        if (mountOptions?.sync === true) flushSync(start);
        else start();
      } else {
        waiting.then(start, (error: unknown) => {
          // The texts could not be fetched (the network): the widget still renders (i18next shows
          // what it holds) and the page hears why.
          const message = `racekit: the texts of <${tag}> could not be loaded (${error instanceof Error ? error.message : String(error)})`;
          console.error(message);
          dispatchRacekitEvent(element, 'racekit:error', { code: 'render', message, tag });
          start();
        });
      }

      return {
        update,
        unmount() {
          state = 'gone';
          untrack();
          root.unmount();
        },
      };
    },
  };
}

/** Registers `tag` as a custom element rendering `Component`; returns the class in use for the tag. */
export function defineWidget<A extends AttributeSpec>(tag: string, Component: ComponentType<WidgetProps<A>>, options: WidgetOptions<A>): CustomElementConstructor {
  return registerWidget(widget(tag, Component, options));
}

/** Registers a widget definition as its own custom element (unless the page already has the tag). */
export function registerWidget(definition: WidgetDefinition): CustomElementConstructor {
  return registerWidgetTag(definition.tag, definition.version, () => widgetElementClass(definition));
}

function widgetElementClass(definition: WidgetDefinition): WidgetElementClass {
  return class RacekitWidget extends HTMLElement {
    static readonly observedAttributes: readonly string[] = definition.observedAttributes;

    readonly #shadow: ShadowRoot;
    #widget: MountedWidget | undefined;

    constructor() {
      super();
      this.#shadow = this.attachShadow({ mode: 'open' });
      adoptStyles(this.#shadow, definition.styles);
    }

    connectedCallback(): void {
      // back from the thanks page with a paid order: racekit:purchase (issue 17)
      announceReturnedPurchase(this);
      if (this.#widget === undefined) this.#widget = definition.mount(this, this.#shadow);
      else this.#widget.update();
    }

    disconnectedCallback(): void {
      // Unmount once the current script is done: React must not unmount a root while it is
      // committing another (a React page removing this element), and a move keeps its root.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#widget?.unmount();
        this.#widget = undefined;
      });
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous !== next && this.isConnected) this.#widget?.update();
    }
  };
}
