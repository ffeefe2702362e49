// The two modules of @custom-elements-manifest/analyzer the embed build uses that its own
// index.d.ts does not declare: the programmatic CLI, and the core plugin that reads a class's
// doc comment (reused for function components, embed/build/function-elements-plugin.ts).
declare module '@custom-elements-manifest/analyzer/cli.js' {
  /** Runs `cem <argv>` in `cwd` (its custom-elements-manifest.config.mjs); resolves to the manifest. */
  export function cli(options: { argv: string[]; cwd: string; noWrite?: boolean }): Promise<unknown>;
}

declare module '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js' {
  import type { Plugin } from '@custom-elements-manifest/analyzer';
  export function classJsDocPlugin(): Required<Pick<Plugin, 'name' | 'analyzePhase'>>;
}
