/**
 * What the typed tags are generated from, read with the TypeScript checker: each widget's
 * define.ts (the attribute structs its JSX declaration names: `WidgetJsxProps<typeof attributes>`),
 * the global `racekit:*` event map (sdk/elements/racekit-events.ts and any widget's own
 * additions), and the configuration a host may set (sdk/config/racekit-config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { EmbedWidget } from './embed-widgets.ts';
import { readTagDocs, type TagDocs } from './tag-docs.ts';

export interface AttributeDescription {
  readonly name: string;
  /** The TypeScript type of the attribute's value as a host writes it. */
  readonly type: string;
  readonly required: boolean;
  readonly doc: string;
}

export interface TagDescription {
  readonly tag: string;
  readonly docs: TagDocs;
  /** The widget's own attributes (not `lang` and `theme`, which every tag has). */
  readonly attributes: readonly AttributeDescription[];
  /** The racekit events this tag fires, from its docs. */
  readonly events: readonly string[];
}

export interface EventDescription {
  readonly name: string;
  /** The type of `event.detail`, written out in full. */
  readonly detail: string;
  readonly doc: string;
}

export interface TypedTagsSource {
  readonly tags: readonly TagDescription[];
  readonly events: readonly EventDescription[];
  /** The host configuration's fields, as `RacekitConfigInput` declares them. */
  readonly config: readonly AttributeDescription[];
}

/** Reads every widget's tag, attributes and events, and the event map and configuration. */
export function describeTags(root: string, widgets: readonly EmbedWidget[]): TypedTagsSource {
  const eventsFile = join(root, 'sdk/elements/racekit-events.ts');
  const configFile = join(root, 'sdk/config/racekit-config.ts');
  const program = ts.createProgram({
    rootNames: [join(root, 'types/assets.d.ts'), eventsFile, configFile, ...widgets.map((widget) => widget.define)],
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
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
  const printer = new TypePrinter(checker);

  const events = readEvents(program, checker, printer, eventsFile);
  const known = new Set(events.map((event) => event.name));
  const tags = widgets.map((widget) => {
    const docs = readTagDocs(readFileSync(widget.component, 'utf8'), widget.tag);
    const source = program.getSourceFile(widget.define);
    const attributes = source === undefined ? [] : readAttributes(checker, printer, source, widget.tag, docs);
    return { tag: widget.tag, docs, attributes, events: [...docs.events.keys()].filter((name) => known.has(name)) };
  });
  return { tags, events, config: readConfig(program, checker, printer, configFile) };
}

/** The type node of `'<tag>': …` inside an `IntrinsicElements` interface of `source`. */
function intrinsicElementType(source: ts.SourceFile, tag: string): ts.TypeNode | undefined {
  let found: ts.TypeNode | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'IntrinsicElements') {
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && ts.isStringLiteral(member.name) && member.name.text === tag) found = member.type;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function readAttributes(checker: ts.TypeChecker, printer: TypePrinter, source: ts.SourceFile, tag: string, docs: TagDocs): AttributeDescription[] {
  const node = intrinsicElementType(source, tag);
  // `WidgetJsxProps` alone: no attributes of its own; `WidgetJsxProps<typeof spec>`: the spec's.
  const spec = node !== undefined && ts.isTypeReferenceNode(node) ? node.typeArguments?.[0] : undefined;
  if (spec === undefined) return [];
  const specType = checker.getTypeFromTypeNode(spec);
  return checker.getPropertiesOfType(specType).map((property) => {
    const struct = checker.getTypeOfSymbolAtLocation(property, spec);
    const parsedSymbol = checker.getPropertyOfType(struct, 'TYPE');
    const parsed = parsedSymbol === undefined ? checker.getStringType() : checker.getTypeOfSymbolAtLocation(parsedSymbol, spec);
    const doc = docs.attributes.get(property.name) ?? '';
    return { name: property.name, type: printer.attributeValue(parsed), required: /\(required\)/.test(doc), doc };
  });
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

function readEvents(program: ts.Program, checker: ts.TypeChecker, printer: TypePrinter, eventsFile: string): EventDescription[] {
  // The racekit map carries the docs; the global map also holds events a widget adds itself.
  const documented = interfaceOf(program, checker, eventsFile, 'RacekitEventMap');
  const globalMap = interfaceOf(program, checker, eventsFile, 'GlobalEventHandlersEventMap');
  if (globalMap === undefined) return [];
  return checker
    .getPropertiesOfType(globalMap)
    .filter((property) => property.name.startsWith('racekit:'))
    .map((property) => {
      const eventType = checker.getTypeOfSymbol(property);
      const detail = checker.getPropertyOfType(eventType, 'detail');
      const docSymbol = (documented === undefined ? undefined : checker.getPropertyOfType(documented, property.name)) ?? property;
      return {
        name: property.name,
        detail: detail === undefined ? 'unknown' : printer.print(checker.getTypeOfSymbol(detail)),
        doc: ts.displayPartsToString(docSymbol.getDocumentationComment(checker)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function readConfig(program: ts.Program, checker: ts.TypeChecker, printer: TypePrinter, configFile: string): AttributeDescription[] {
  const input = interfaceOf(program, checker, configFile, 'RacekitConfigInput');
  if (input === undefined) return [];
  return checker.getPropertiesOfType(input).map((property) => ({
    name: property.name,
    type: printer.print(checker.getNonNullableType(checker.getTypeOfSymbol(property))),
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

/** Writes types out in full (no names a host's program would not know), a few levels deep. */
class TypePrinter {
  readonly #checker: ts.TypeChecker;

  constructor(checker: ts.TypeChecker) {
    this.#checker = checker;
  }

  /** How a host writes an attribute whose parsed value has type `parsed`. */
  attributeValue(parsed: ts.Type): string {
    const value = this.#checker.getNonNullableType(parsed);
    if (value.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (value.flags & ts.TypeFlags.NumberLike) return 'number | `${number}`';
    const members = value.isUnion() ? value.types : [value];
    if (members.every((member) => member.isStringLiteral())) return this.print(value);
    return 'string';
  }

  print(type: ts.Type, depth = 0): string {
    const checker = this.#checker;
    if (type.isUnion()) {
      const members = type.types;
      const hasBoolean = members.some((member) => member.flags & ts.TypeFlags.BooleanLiteral);
      const rest = members.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral)).map((member) => this.print(member, depth));
      return [...new Set([...rest, ...(hasBoolean ? ['boolean'] : [])])].join(' | ');
    }
    if (type.flags & plainTypes) {
      return checker.typeToString(type);
    }
    if (depth > 5) return 'unknown';
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const element = checker.getIndexTypeOfType(type, ts.IndexKind.Number);
      const text = element === undefined ? 'unknown' : this.print(element, depth + 1);
      return /[ |&]/.test(text) ? `(${text})[]` : `${text}[]`;
    }
    if (type.getCallSignatures().length > 0) return checker.typeToString(type);
    const parts: string[] = [];
    for (const info of checker.getIndexInfosOfType(type)) {
      parts.push(`[key: ${checker.typeToString(info.keyType)}]: ${this.print(info.type, depth + 1)}`);
    }
    for (const property of checker.getPropertiesOfType(type)) {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const value = checker.getTypeOfSymbol(property);
      const printed = this.print(optional ? checker.getNonNullableType(value) : value, depth + 1);
      parts.push(`${/^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name)}${optional ? '?' : ''}: ${printed}`);
    }
    return parts.length === 0 ? 'Record<string, never>' : `{ ${parts.join('; ')} }`;
  }
}
