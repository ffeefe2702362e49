import type { Plugin } from 'rollup';
import ts from 'typescript';

/**
 * TypeScript and TSX of the project into JavaScript, file by file (types are checked by `tsc`,
 * not here). JSX becomes `react/jsx-runtime` calls, which the embed build aliases to Preact.
 */
export function transpilePlugin(): Plugin {
  const compilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    jsx: ts.JsxEmit.ReactJSX,
    verbatimModuleSyntax: true,
    allowImportingTsExtensions: true,
    useDefineForClassFields: true,
    sourceMap: false,
    removeComments: true,
  };
  return {
    name: 'racekit-transpile',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      const output = ts.transpileModule(code, { fileName: id, compilerOptions, reportDiagnostics: false });
      return { code: output.outputText, map: null };
    },
  };
}
