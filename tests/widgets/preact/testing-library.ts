/**
 * `@testing-library/react` for the Preact run: the same queries and events from
 * @testing-library/dom, each event (and each of user-event's) wrapped in Preact's `act` as
 * React Testing Library wraps them in React's, so a test reads the DOM after the render it
 * caused. The widgets mount as custom elements, so no `render` is needed; `cleanup` has nothing
 * to unmount (tests/widgets/setup.ts removes the elements).
 */
import { configure, fireEvent as domFireEvent } from '@testing-library/dom';
import { act } from 'preact/test-utils';

export { waitFor, within } from '@testing-library/dom';
export { act };

function inAct<T>(run: () => T): T {
  let result: T | undefined;
  act(() => {
    result = run();
  });
  return result as T;
}

configure({
  eventWrapper: (run) => inAct(run),
  asyncWrapper: async (run) => {
    const result = await run();
    await act(async () => undefined);
    return result;
  },
});

/** fireEvent and each of its named events (`fireEvent.click`…), each call inside `act`. */
export const fireEvent: typeof domFireEvent = new Proxy(domFireEvent, {
  apply: (fire, _this, args: unknown[]) => inAct(() => Reflect.apply(fire, undefined, args)),
  get: (fire, name) => {
    const named: unknown = Reflect.get(fire, name);
    return typeof named === 'function' ? (...args: unknown[]) => inAct(() => Reflect.apply(named, undefined, args)) : named;
  },
});

export function cleanup(): void {}
