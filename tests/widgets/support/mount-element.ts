import { act } from 'react';

let counter = 0;

/** A tag no other test has defined (the custom element registry lives as long as the file). */
export function uniqueTag(name: string): string {
  counter += 1;
  return `racekit-test-${name}-${counter}`;
}

/** Creates `<tag ...attributes>`, appends it to the body inside act() and returns it. */
export async function mountElement(tag: string, attributes: Record<string, string> = {}, parent: Element = document.body): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    parent.append(element);
  });
  return element;
}

/** Removes `element` inside act() and lets its deferred unmount run. */
export async function removeElement(element: Element): Promise<void> {
  await act(async () => {
    element.remove();
    await Promise.resolve();
  });
}

/** Sets (or with `null` removes) an attribute inside act(). */
export async function setAttributeOf(element: Element, name: string, value: string | null): Promise<void> {
  await act(async () => {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  });
}
