import type { Plugin } from 'rollup';

/**
 * Libraries' development checks out of the bundle: jotai's ESM reads `import.meta.env.MODE`,
 * react-i18next and query-core read `process.env.NODE_ENV`. Replaced by "production" so the
 * minifier drops the development branches (and no `process` is touched in a browser).
 */
export function productionEnvPlugin(): Plugin {
  return {
    name: 'racekit-production-env',
    transform(code) {
      if (!code.includes('import.meta.env') && !code.includes('process.env.NODE_ENV')) return null;
      return {
        code: code.replaceAll('import.meta.env', '({"MODE":"production"})').replaceAll('process.env.NODE_ENV', '"production"'),
        map: null,
      };
    },
  };
}
