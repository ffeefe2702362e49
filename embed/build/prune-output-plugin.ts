import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'rollup';

/**
 * Removes what an earlier build left in the output directory, after this build has written its
 * files (not before: a server reading dist/embed meanwhile keeps finding a working bundle).
 * `keep` names files another build writes there (racekit.js, by the loader build that follows).
 */
export function pruneOutputPlugin(keep: readonly string[]): Plugin {
  return {
    name: 'racekit-prune-output',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (dir === undefined) return;
      const current = new Set([...Object.keys(bundle), ...keep]);
      for (const file of readdirSync(dir)) {
        if (!current.has(file)) rmSync(join(dir, file), { recursive: true, force: true });
      }
    },
  };
}
