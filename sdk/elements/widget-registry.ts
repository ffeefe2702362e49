import { pageSingleton } from '../runtime/page-singleton.ts';

/**
 * Which bundle defined which racekit tag, shared by every bundle on the page. A second
 * definition of a tag is a no-op (a partner page may load two copies of the embed); when the
 * versions differ, one warning per tag and version pair says so.
 */
interface RegistrySlot {
  versions: Map<string, string>;
  warned: Set<string>;
}

const slot = () => pageSingleton<RegistrySlot>('widget-registry', () => ({ versions: new Map(), warned: new Set() }));

/** Defines `tag` with the class `create()` returns, unless the page already has it. */
export function registerWidgetTag(
  tag: string,
  version: string,
  create: () => CustomElementConstructor,
): CustomElementConstructor {
  const { versions, warned } = slot();
  const existing = customElements.get(tag);
  if (existing !== undefined) {
    const known = versions.get(tag) ?? 'an unknown version';
    const pair = `${tag}|${known}|${version}`;
    if (known !== version && !warned.has(pair)) {
      warned.add(pair);
      console.warn(`racekit: <${tag}> is already defined by ${known}; the copy of version ${version} is not used.`);
    }
    return existing;
  }
  const element = create();
  customElements.define(tag, element);
  versions.set(tag, version);
  return element;
}
