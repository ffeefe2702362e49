import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component whose code is fetched on demand, and whose fetch can be started (and awaited) ahead. */
export interface LazyWithPreload<P extends object> {
  /** Renders the component; inside `<Suspense>` until its code is in, unless it was in as this mounted. */
  readonly Component: ComponentType<P>;
  /** Fetches the code (once); resolves when it is in. */
  readonly preload: () => Promise<unknown>;
  /** The code is in: `Component` renders at once, without its Suspense fallback. */
  readonly loaded: () => boolean;
}

/**
 * React's `lazy()`, but a component whose code is already in renders in the same pass: a plain
 * `lazy()` suspends on its first render even then (its import() answers in a later task), so
 * the fallback is drawn, laid out and painted first, and the component one frame later. Each
 * mount keeps the component type it started with, so nothing remounts when the code arrives.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>, peek?: () => ComponentType<P> | undefined): LazyWithPreload<P> {
  let code: ComponentType<P> | undefined;
  /** The code, if in: loaded here, or (`peek`) by whoever else imports the same module. */
  const known = () => (code ??= peek?.());
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => {
        code = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // the network: the next render or preload asks again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyWithPreload(props: P) {
    const [Type] = useState<ComponentType<P>>(() => known() ?? Lazy);
    return createElement(Type, props);
  }
  return { Component: LazyWithPreload, preload, loaded: () => known() !== undefined };
}
