/**
 * defineShell(): a tag's first paint, for the embed bundle. A partner page should pay for a
 * button, not for a checkout: the tag is defined at once with a small element on Preact's core
 * (no compat, i18next, jotai or superstruct) that paints the widget's first state — the buy
 * button, the badge's count, the calendar's skeleton — from a static per-language table
 * (sdk/elements/shell-page.ts) with only the tokens and that state's CSS. The widget's code
 * (its {@link WidgetDefinition}, see sdk/elements/define-widget.ts) is fetched when the visitor
 * shows intent (pointer over it, focus inside it, a touch), when the page is idle once the
 * element has been in view (or at once, for a skeleton), or on a press, whichever comes first —
 * but ahead of a press never for a visitor saving data or on 2G (prefetch-policy.ts); it then takes over the element's
 * shadow root. A press made before the code is in is not lost: the first paint shows it is
 * pending (a spinner, `aria-busy`) and the press is made again on the same `part` once the
 * widget has rendered; focus stays on the part that had it.
 *
 *   defineShell(buyTicketShell, () => import('./buy-ticket-widget.ts').then((module) => module.buyTicketWidget));
 *
 * Safe to call twice for a tag (the first definition stays, sdk/elements/widget-registry.ts).
 */
import { render, type ComponentChild } from 'preact';
import type { Language } from '../config/languages.ts';
import { deepActiveElement } from './focusable.ts';
import tokensCss from './tokens.css?inline';
import { adoptStyles } from './adopt-styles.ts';
import { announceReturnedPurchase } from './announce-purchase.ts';
import type { MountedWidget, WidgetDefinition } from './define-widget.ts';
import { RACEKIT_VERSION } from './racekit-version.ts';
import { mayPrefetch, whenInView } from './prefetch-policy.ts';
import { firstPaintWords, shellLanguage, shellTheme, type FirstPaintWords, type ShellTheme } from './shell-page.ts';
import widgetBaseCss from './widget-base.css?inline';
import { widgetCodeFetches } from './widget-code-fetches.ts';
import { registerWidgetTag } from './widget-registry.ts';

/** What a first paint is drawn from. */
export interface FirstPaint {
  readonly element: HTMLElement;
  readonly language: Language;
  readonly theme: ShellTheme;
  /** sdk/i18n/<language>/first-paint.ts. */
  readonly words: FirstPaintWords;
  /** A press is waiting for the widget's code: show that it is on its way. */
  readonly pending: boolean;
}

/** A tag's first paint. */
export interface ShellSpec {
  readonly tag: string;
  /** The attributes the widget declares, by name (its definition's; tests/widgets/shells.test.ts keeps them equal). */
  readonly attributes: readonly string[];
  /** CSS texts after the tokens and the widget base: what the first state shows, nothing more. */
  readonly styles: readonly string[];
  /**
   * When the widget's code is fetched if no intent or press comes first: `idle`, when the page is
   * idle after the element has first been in view (a button shows nothing more until the visitor
   * acts); `now`, at once (a skeleton stands in for content the visitor is waiting for).
   */
  readonly fetch: 'idle' | 'now';
  /**
   * What the element needs right after the widget takes over (the buy button's dialog and its
   * event), asked for beside the widget's code each time the element asks for it: `intent` (a
   * pointer over it, focus, a touch, a press) or `idle` (the page is idle: ask only for what is
   * likely to be used, e.g. for an element on screen). Failures are the widget's to report when
   * it asks again itself.
   */
  readonly prefetch?: (element: HTMLElement, reason: FetchReason) => void;
  /** The first state, from the element alone. */
  paint(state: FirstPaint): ComponentChild;
}

/** Why an element asks for its widget's code ahead of a press. */
export type FetchReason = 'idle' | 'intent';

/** Why an element asks for its widget's code: ahead of a press (a prefetch), or because it is needed now. */
type Need = FetchReason | 'needed';

const IDLE_TIMEOUT_MS = 5_000;

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1);
}

/** The `part` (first name) of the nearest element of `path` inside `root` that has one. */
function partIn(path: readonly EventTarget[], root: ShadowRoot): string | undefined {
  for (const target of path) {
    if (target === root) return undefined;
    if (target instanceof Element) {
      const part = target.getAttribute('part')?.split(' ')[0];
      if (part !== undefined && part !== '') return part;
    }
  }
  return undefined;
}

function partElement(root: ShadowRoot, part: string): HTMLElement | undefined {
  const found = root.querySelector(`[part~="${CSS.escape(part)}"]`);
  return found instanceof HTMLElement ? found : undefined;
}

/** Defines `spec.tag` as its first paint; `load` brings the widget that takes over. */
export function defineShell(spec: ShellSpec, load: () => Promise<WidgetDefinition>): CustomElementConstructor {
  let loading: Promise<WidgetDefinition> | undefined;
  let arrived: (definition: WidgetDefinition) => void = () => undefined;
  /** Resolves when the code is in, without asking for it: every element of the tag waits on it. */
  const code = new Promise<WidgetDefinition>((resolve) => {
    arrived = resolve;
  });
  const fetchCode = (): Promise<WidgetDefinition> => {
    loading ??= load().then(
      (definition) => {
        arrived(definition);
        return definition;
      },
      (error: unknown) => {
        loading = undefined; // the network: the next intent or press tries again
        throw error;
      },
    );
    return loading;
  };
  widgetCodeFetches().set(spec.tag, (element) => fetchCode().then((definition) => (element === undefined ? undefined : definition.prepare(element))));
  const observed = [...spec.attributes, 'lang', 'theme'];
  const styles = [tokensCss, widgetBaseCss, ...spec.styles];

  return registerWidgetTag(
    spec.tag,
    RACEKIT_VERSION,
    () =>
      class RacekitFirstPaint extends HTMLElement {
        static readonly observedAttributes: readonly string[] = observed;

        readonly #shadow: ShadowRoot;
        #widget: MountedWidget | undefined;
        /** The part a press landed on while the code was on its way; pressed again once it is in. */
        #pressed: string | undefined;
        #listening = false;
        /**
         * A pointer is down on the first paint: the hand-over waits until it is released and its
         * click has been dispatched. Replaced under the pointer, the press would be cut in two —
         * pressed on the first paint's button, released on the widget's — and the browser would
         * click neither.
         */
        #pointerDown = false;
        #waiting: WidgetDefinition | undefined;
        /** Stops waiting for the element to come into view (the idle fetch waits for it). */
        #stopView: (() => void) | undefined;

        constructor() {
          super();
          this.#shadow = this.attachShadow({ mode: 'open' });
          adoptStyles(this.#shadow, styles);
        }

        connectedCallback(): void {
          if (this.#widget !== undefined) {
            this.#widget.update();
            return;
          }
          // back from the thanks page with a paid order: racekit:purchase (issue 17), before any widget code
          announceReturnedPurchase(this);
          this.#paint();
          this.#listen(true);
          void code.then((definition) => this.#handOverWhenReady(definition));
          if (spec.fetch === 'now') this.#fetch('needed');
          else if (mayPrefetch()) this.#stopView ??= whenInView(this, () => whenIdle(() => this.#fetch('idle')));
        }

        disconnectedCallback(): void {
          // Once the current script is done: a move keeps everything as it is.
          queueMicrotask(() => {
            if (this.isConnected) return;
            this.#stopView?.();
            this.#stopView = undefined;
            this.#listen(false);
            this.#widget?.unmount();
            this.#widget = undefined;
            render(null, this.#shadow);
          });
        }

        attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
          if (previous === next || !this.isConnected) return;
          if (this.#widget === undefined) this.#paint();
          else this.#widget.update();
        }

        #paint(): void {
          const language = shellLanguage(this);
          render(
            spec.paint({ element: this, language, theme: shellTheme(this), words: firstPaintWords(language), pending: this.#pressed !== undefined }),
            this.#shadow,
          );
        }

        readonly #intent = () => this.#fetch('intent');

        readonly #down = () => {
          this.#pointerDown = true;
          addEventListener('pointerup', this.#up, { capture: true, once: true });
          addEventListener('pointercancel', this.#up, { capture: true, once: true });
        };

        readonly #up = () => {
          removeEventListener('pointerup', this.#up, { capture: true });
          removeEventListener('pointercancel', this.#up, { capture: true });
          this.#pointerDown = false;
          const waiting = this.#waiting;
          this.#waiting = undefined;
          // The click of this release is dispatched in the same task, after pointerup.
          if (waiting !== undefined) setTimeout(() => this.#handOverWhenReady(waiting), 0);
        };

        readonly #press = (event: Event) => {
          if (this.#widget !== undefined) return;
          // A new tab or window (Ctrl/Cmd/Shift/Alt, another button) is the browser's business.
          if (event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
          const part = partIn(event.composedPath(), this.#shadow);
          if (part === undefined) return;
          // A link's navigation waits for the widget too: the widget decides what a press does.
          event.preventDefault();
          this.#pressed = part;
          this.#paint();
          this.#fetch('needed');
        };

        #listen(on: boolean): void {
          if (on === this.#listening) return;
          this.#listening = on;
          if (on) {
            this.addEventListener('pointerenter', this.#intent);
            this.addEventListener('focusin', this.#intent);
            this.addEventListener('touchstart', this.#intent, { passive: true });
            this.#shadow.addEventListener('pointerdown', this.#down, { capture: true });
            this.#shadow.addEventListener('click', this.#press, { capture: true });
          } else {
            this.removeEventListener('pointerenter', this.#intent);
            this.removeEventListener('focusin', this.#intent);
            this.removeEventListener('touchstart', this.#intent);
            this.#shadow.removeEventListener('pointerdown', this.#down, { capture: true });
            this.#shadow.removeEventListener('click', this.#press, { capture: true });
          }
        }

        #fetch(need: Need): void {
          if (this.#widget !== undefined || !this.isConnected) return;
          if (need !== 'needed' && !mayPrefetch()) return;
          // What a press opens is asked for with its code, as on intent.
          spec.prefetch?.(this, need === 'needed' ? 'intent' : need);
          fetchCode().catch((error: unknown) => {
            const message = `racekit: the code of <${spec.tag}> could not be loaded (${error instanceof Error ? error.message : String(error)})`;
            console.error(message);
            this.dispatchEvent(new CustomEvent('racekit:error', { detail: { code: 'render', message, tag: spec.tag }, bubbles: true, composed: true }));
            if (this.#pressed !== undefined) {
              this.#pressed = undefined;
              this.#paint();
            }
          });
        }

        #handOverWhenReady(definition: WidgetDefinition): void {
          if (this.#widget !== undefined || !this.isConnected) return;
          // The widget's texts in this element's language; a failure is the widget's to report.
          // A host that switched the language meanwhile gets that language's texts too: the
          // widget must mount at once, in the language it is in now — a mount that waited for
          // other texts would leave nothing for a pending press to make.
          const asked = this.getAttribute('lang');
          const texts = definition.prepare(this);
          if (texts === undefined) this.#handOver(definition);
          else void texts.then(
            () => (this.getAttribute('lang') === asked ? this.#handOver(definition) : this.#handOverWhenReady(definition)),
            () => this.#handOver(definition),
          );
        }

        #handOver(definition: WidgetDefinition): void {
          if (this.#widget !== undefined || !this.isConnected) return;
          if (this.#pointerDown) {
            this.#waiting = definition;
            return;
          }
          const active = deepActiveElement();
          const focused = active?.getRootNode() === this.#shadow ? partIn([active], this.#shadow) : undefined;
          this.#listen(false);
          render(null, this.#shadow);
          adoptStyles(this.#shadow, definition.styles);
          this.#widget = definition.mount(this, this.#shadow, { sync: true });
          if (focused !== undefined) partElement(this.#shadow, focused)?.focus();
          const pressed = this.#pressed;
          this.#pressed = undefined;
          if (pressed !== undefined) partElement(this.#shadow, pressed)?.click();
        }
      },
  );
}
