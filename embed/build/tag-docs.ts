/**
 * The doc comment that opens a widget's root component (widget-brief: `@summary`, `@tag`,
 * `@attr`, `@event`, `@csspart`, `@cssproperty`, each `@name text - description`, continued on
 * indented lines) read into a structure the typed tags are written from.
 */
export interface TagDocs {
  readonly summary: string;
  /** Attribute → description. */
  readonly attributes: ReadonlyMap<string, string>;
  /** Event name (`racekit:navigate`) → description. */
  readonly events: ReadonlyMap<string, string>;
  /** `part` name → description. */
  readonly parts: ReadonlyMap<string, string>;
  /** Custom property (`--racekit-accent`) → description. */
  readonly properties: ReadonlyMap<string, string>;
}

const namedTags = { attr: 'attributes', event: 'events', csspart: 'parts', cssproperty: 'properties' } as const;
type NamedTag = keyof typeof namedTags;
const isNamedTag = (name: string): name is NamedTag => Object.hasOwn(namedTags, name);

/** The lines of the `/** … *\/` block that names `@tag <tag>`, without the ` * ` margin. */
function commentLines(source: string, tag: string): string[] | undefined {
  for (const match of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = (match[1] ?? '').split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
    if (lines.some((line) => line.trim() === `@tag ${tag}`)) return lines;
  }
  return undefined;
}

/** Reads the docs of `tag` from its component's source; empty docs when there is no such comment. */
export function readTagDocs(source: string, tag: string): TagDocs {
  const docs = { summary: '', attributes: new Map<string, string>(), events: new Map<string, string>(), parts: new Map<string, string>(), properties: new Map<string, string>() };
  const blocks: string[][] = [];
  for (const line of commentLines(source, tag) ?? []) {
    if (line.startsWith('@')) blocks.push([line]);
    else if (line.trim() === '') blocks.push([]);
    else blocks.at(-1)?.push(line.trim());
  }
  for (const block of blocks) {
    const text = block.join(' ');
    const [, name = '', rest = ''] = /^@(\w+)\s*([\s\S]*)$/.exec(text) ?? [];
    if (name === 'summary') docs.summary = rest;
    if (!isNamedTag(name)) continue;
    const [, key = '', description = ''] = /^(\S+)\s+-\s+([\s\S]*)$/.exec(rest) ?? [];
    if (key !== '') docs[namedTags[name]].set(key, description);
  }
  return docs;
}
