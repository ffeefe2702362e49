import type { Plugin } from '@custom-elements-manifest/analyzer';
import { classJsDocPlugin } from '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js';

/**
 * A racekit tag is registered by a factory (sdk/elements/define-widget.ts), not a class of its
 * own, so its docs open the widget's root component instead: a function whose doc comment names
 * `@tag`. The analyzer only reads tag docs above classes; this plugin turns such a function's
 * declaration into a custom element and lets the analyzer's own class-doc reader fill it
 * (`@summary`, `@attr {type} name - …`, `@event`, `@csspart`, `@cssproperty`).
 */
export function functionElementsPlugin(): Plugin {
  const classDocs = classJsDocPlugin();
  return {
    name: 'racekit-function-elements',
    analyzePhase({ ts, node, moduleDoc, context }) {
      if (!ts.isFunctionDeclaration(node) || node.name === undefined) return;
      if (!ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'tag')) return;
      const name = node.name.text;
      const element = { kind: 'class' as const, customElement: true as const, name, attributes: [], events: [], cssParts: [], cssProperties: [], slots: [], cssStates: [], members: [] };
      const declarations = (moduleDoc.declarations ??= []);
      const index = declarations.findIndex((declaration) => declaration.name === name);
      if (index === -1) declarations.push(element);
      else declarations.splice(index, 1, element);
      // The same node, seen as a class: the core reader then finds `element` by its name.
      const asClass = new Proxy(node, { get: (target, key) => (key === 'kind' ? ts.SyntaxKind.ClassDeclaration : Reflect.get(target, key)) });
      classDocs.analyzePhase({ ts, node: asClass, moduleDoc, context });
    },
  };
}
