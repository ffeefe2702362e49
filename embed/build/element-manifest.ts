/**
 * custom-elements.json of the racekit tags, as @custom-elements-manifest/analyzer writes it
 * (custom-elements-manifest.config.mjs), and the part of it the typed tags are generated from,
 * checked on the way in.
 */
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { array, assert, literal, optional, string, type, type Infer } from 'superstruct';

const Documented = type({ name: string(), description: optional(string()) });
const Typed = type({ text: string() });

const ElementDeclaration = type({
  kind: literal('class'),
  customElement: literal(true),
  tagName: string(),
  summary: optional(string()),
  attributes: optional(array(type({ name: string(), description: optional(string()), type: optional(Typed) }))),
  events: optional(array(type({ name: string(), description: optional(string()), type: optional(Typed) }))),
  cssParts: optional(array(Documented)),
  cssProperties: optional(array(Documented)),
});
export type ElementDeclaration = Infer<typeof ElementDeclaration>;

const ElementManifest = type({
  schemaVersion: string(),
  modules: array(type({ path: string(), declarations: optional(array(type({ kind: string() }))) })),
});
export type ElementManifest = Infer<typeof ElementManifest>;

/** `value` checked as a manifest (the analyzer's output, or a custom-elements.json read back). */
export function parseManifest(value: unknown): ElementManifest {
  assert(value, ElementManifest);
  return value;
}

/** Runs the analyzer in `root` (its config names the widgets' root components). */
export async function analyzeElements(root: string): Promise<ElementManifest> {
  return parseManifest(await cli({ argv: ['analyze', '--quiet'], cwd: root, noWrite: true }));
}

/** Every custom element the manifest declares, by tag name. */
export function manifestElements(manifest: ElementManifest): ElementDeclaration[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => 'customElement' in declaration)
    .map((declaration) => {
      assert(declaration, ElementDeclaration);
      return declaration;
    })
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}
