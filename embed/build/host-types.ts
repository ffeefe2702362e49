/**
 * The types a host's listeners and `Racekit.configure()` see, read with the TypeScript checker
 * from the sdk (not from the tags' docs, so the shipped types cannot drift from the code): the
 * `racekit:*` events of `GlobalEventHandlersEventMap` (sdk/elements/racekit-events.ts) with their
 * `detail`, and `RacekitConfigInput` (sdk/config/racekit-config.ts). Types are written out in
 * full: a host's program knows none of the sdk's names.
 */
import { join } from 'node:path';
import ts from 'typescript';

export interface TypedName {
  readonly name: string;
  /** The type written out. */
  readonly type: string;
  readonly required: boolean;
  readonly doc: string;
}

export interface HostTypes {
  /** Every `racekit:*` event, by name, with the type of its `detail`. */
  readonly events: readonly TypedName[];
  /** The fields of `RacekitConfigInput`. */
  readonly config: readonly TypedName[];
}

export function readHostTypes(root: string): HostTypes {
  const eventsFile = join(root, 'sdk/elements/racekit-events.ts');
  const configFile = join(root, 'sdk/config/racekit-config.ts');
  const program = ts.createProgram({
    rootNames: [join(root, 'types/assets.d.ts'), eventsFile, configFile],
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      exactOptionalPropertyTypes: true,
      allowImportingTsExtensions: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    },
  });
  const checker = program.getTypeChecker();
  return { events: readEvents(program, checker, eventsFile), config: readConfig(program, checker, configFile) };
}

/** The type `name` exported by `file`, else the global one of that name. */
function interfaceOf(program: ts.Program, checker: ts.TypeChecker, file: string, name: string): ts.Type | undefined {
  const source = program.getSourceFile(file);
  if (source === undefined) return undefined;
  const module = checker.getSymbolAtLocation(source);
  const exported = module === undefined ? undefined : checker.getExportsOfModule(module).find((candidate) => candidate.name === name);
  const symbol =
    exported ?? checker.getSymbolsInScope(source, ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias).find((candidate) => candidate.name === name);
  return symbol === undefined ? undefined : checker.getDeclaredTypeOfSymbol(symbol);
}

function readEvents(program: ts.Program, checker: ts.TypeChecker, eventsFile: string): TypedName[] {
  // The racekit map carries the docs; the global map also holds events a widget adds itself.
  const documented = interfaceOf(program, checker, eventsFile, 'RacekitEventMap');
  const globalMap = interfaceOf(program, checker, eventsFile, 'GlobalEventHandlersEventMap');
  if (globalMap === undefined) return [];
  return checker
    .getPropertiesOfType(globalMap)
    .filter((property) => property.name.startsWith('racekit:'))
    .map((property) => {
      const detail = checker.getPropertyOfType(checker.getTypeOfSymbol(property), 'detail');
      const docSymbol = (documented === undefined ? undefined : checker.getPropertyOfType(documented, property.name)) ?? property;
      return {
        name: property.name,
        type: detail === undefined ? 'unknown' : printType(checker, checker.getTypeOfSymbol(detail)),
        required: true,
        doc: ts.displayPartsToString(docSymbol.getDocumentationComment(checker)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function readConfig(program: ts.Program, checker: ts.TypeChecker, configFile: string): TypedName[] {
  const input = interfaceOf(program, checker, configFile, 'RacekitConfigInput');
  if (input === undefined) return [];
  return checker.getPropertiesOfType(input).map((property) => ({
    name: property.name,
    type: printType(checker, checker.getNonNullableType(checker.getTypeOfSymbol(property))),
    required: (property.flags & ts.SymbolFlags.Optional) === 0,
    doc: ts.displayPartsToString(property.getDocumentationComment(checker)),
  }));
}

const plainTypes =
  ts.TypeFlags.StringLike |
  ts.TypeFlags.NumberLike |
  ts.TypeFlags.BooleanLike |
  ts.TypeFlags.BigIntLike |
  ts.TypeFlags.ESSymbolLike |
  ts.TypeFlags.Null |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Void |
  ts.TypeFlags.Unknown |
  ts.TypeFlags.Any |
  ts.TypeFlags.Never;

/** `type` written out in full, a few levels deep. */
function printType(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  if (type.isUnion()) {
    const members = type.types;
    const hasBoolean = members.some((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const rest = members.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral)).map((member) => printType(checker, member, depth));
    return [...new Set([...rest, ...(hasBoolean ? ['boolean'] : [])])].join(' | ');
  }
  if (type.flags & plainTypes) return checker.typeToString(type);
  if (depth > 5) return 'unknown';
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const element = checker.getIndexTypeOfType(type, ts.IndexKind.Number);
    const text = element === undefined ? 'unknown' : printType(checker, element, depth + 1);
    return /[ |&]/.test(text) ? `(${text})[]` : `${text}[]`;
  }
  if (type.getCallSignatures().length > 0) return checker.typeToString(type);
  const parts: string[] = [];
  for (const info of checker.getIndexInfosOfType(type)) {
    parts.push(`[key: ${checker.typeToString(info.keyType)}]: ${printType(checker, info.type, depth + 1)}`);
  }
  for (const property of checker.getPropertiesOfType(type)) {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const value = checker.getTypeOfSymbol(property);
    const printed = printType(checker, optional ? checker.getNonNullableType(value) : value, depth + 1);
    parts.push(`${/^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name)}${optional ? '?' : ''}: ${printed}`);
  }
  return parts.length === 0 ? 'Record<string, never>' : `{ ${parts.join('; ')} }`;
}
