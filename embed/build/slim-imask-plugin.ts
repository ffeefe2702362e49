import type { Plugin } from 'rollup';

const SLIM = '\0racekit-imask-patterns';

/**
 * react-imask's entry imports `imask/esm`, which registers every mask type (number, date,
 * range, enum, dynamic, pipe, repeat…: about 17 KB gzip). racekit's masks are all patterns
 * (`+{7} (000) 000-00-00`, `00.00.0000`, sdk/forms), whose definitions are regular expressions:
 * in the embed bundle that import registers only those two kinds. A widget that starts using
 * another mask type must add it here (IMask then says "Masked class is not found").
 */
export function slimImaskPlugin(): Plugin {
  return {
    name: 'racekit-slim-imask',
    resolveId(source, importer) {
      return source === 'imask/esm' && importer?.includes('/node_modules/react-imask/') === true ? SLIM : null;
    },
    load(id) {
      if (id !== SLIM) return null;
      return "import 'imask/esm/imask.js';\nimport 'imask/esm/masked/pattern.js';\nimport 'imask/esm/masked/regexp.js';\nimport 'imask/esm/masked/dynamic.js';\n";
    },
  };
}
