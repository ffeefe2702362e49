/**
 * custom-elements.json, as @custom-elements-manifest/analyzer writes it from the widgets' doc
 * comments (custom-elements-manifest.config.mjs), against the code: every widget is a tag of the
 * manifest, with exactly the attributes the element observes, and each `@attr {type}` tells what
 * the attribute's struct takes — the typed tags shipped to hosts are generated from these types.
 */
import { describe, expect, it } from 'vitest';
import { analyzeElements, manifestElements } from '../../embed/build/element-manifest.ts';
import { embedWidgets } from '../../embed/build/embed-widgets.ts';
import { languages } from '../../sdk/config/index.ts';
import type { AttributeSpec, AttributeStruct, WidgetDefinition } from '../../sdk/elements/index.ts';
import { basketBadgeWidget } from '../../widgets/basket-badge/basket-badge-widget.ts';
import { basketAttributes, basketWidget } from '../../widgets/basket/basket-widget.ts';
import { buyTicketAttributes } from '../../widgets/buy-ticket/buy-ticket-attributes.ts';
import { buyTicketWidget } from '../../widgets/buy-ticket/buy-ticket-widget.ts';
import { calendarAttributes } from '../../widgets/calendar/calendar-attributes.ts';
import { calendarWidget } from '../../widgets/calendar/calendar-widget.ts';
import { clubResultsAttributes } from '../../widgets/club-results/club-results-attributes.ts';
import { clubResultsWidget } from '../../widgets/club-results/club-results-widget.ts';
import { insuranceAttributes } from '../../widgets/insurance/insurance-attributes.ts';
import { insuranceWidget } from '../../widgets/insurance/insurance-widget.ts';
import { loginAttributes, loginWidget } from '../../widgets/login/login-widget.ts';
import { myTicketsAttributes, myTicketsWidget } from '../../widgets/my-tickets/my-tickets-widget.ts';
import { root } from './support/module-graph.ts';

const widgets: readonly { definition: WidgetDefinition; attributes: AttributeSpec }[] = [
  { definition: basketWidget, attributes: basketAttributes },
  { definition: basketBadgeWidget, attributes: {} },
  { definition: buyTicketWidget, attributes: buyTicketAttributes },
  { definition: calendarWidget, attributes: calendarAttributes },
  { definition: clubResultsWidget, attributes: clubResultsAttributes },
  { definition: insuranceWidget, attributes: insuranceAttributes },
  { definition: loginWidget, attributes: loginAttributes },
  { definition: myTicketsWidget, attributes: myTicketsAttributes },
];

const elements = manifestElements(await analyzeElements(root));
const literalUnion = /^'[^']*'(?: \| '[^']*')*$/;

/** Whether `struct` reads the attribute text `text` (`undefined`: absent), as an element does. */
const reads = (struct: AttributeStruct<unknown>, text: string | undefined) => struct.validate(text, { coerce: true })[0] === undefined;

/** Why the struct does not take what `type` (the manifest's text) says, or `undefined`. */
function mismatch(type: string, struct: AttributeStruct<unknown>): string | undefined {
  if (type === 'string') return reads(struct, 'zz-9') ? undefined : 'refuses free text';
  if (type === 'number') return reads(struct, '1') && !reads(struct, 'zz-9') ? undefined : 'is not a number';
  if (type === 'boolean') return struct.validate('', { coerce: true })[1] === true && struct.validate(undefined, { coerce: true })[1] === false ? undefined : 'is not a flag';
  if (literalUnion.test(type)) {
    const values = [...type.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
    if (reads(struct, 'zz-not-a-value')) return 'takes other values too';
    const refused = values.filter((value) => !reads(struct, value));
    return refused.length === 0 ? undefined : `refuses ${refused.join(', ')}`;
  }
  return `has a type the typed tags do not know: ${type}`;
}

describe('custom-elements.json', () => {
  it('declares every widget as a tag, with a summary', () => {
    expect(elements.map((element) => element.tagName)).toEqual(embedWidgets(root).map((widget) => widget.tag));
    expect(widgets.map((widget) => widget.definition.tag).sort()).toEqual(elements.map((element) => element.tagName));
    for (const element of elements) expect(element.summary ?? '', element.tagName).not.toBe('');
  });

  describe.each(widgets)('$definition.tag', ({ definition, attributes }) => {
    const element = elements.find((candidate) => candidate.tagName === definition.tag);
    const documented = element?.attributes ?? [];

    it('documents exactly the attributes the element observes, each with a type and a description', () => {
      expect(documented.map((attribute) => attribute.name).sort()).toEqual([...definition.observedAttributes].sort());
      for (const attribute of documented) {
        expect(attribute.type?.text ?? '', attribute.name).not.toBe('');
        expect(attribute.description ?? '', attribute.name).not.toBe('');
      }
    });

    it('types each attribute as its struct reads it, and says "(required)" where it must be present', () => {
      const problems = documented.flatMap((attribute) => {
        const type = attribute.type?.text ?? '';
        if (attribute.name === 'lang') return type === languages.map((language) => `'${language}'`).join(' | ') ? [] : [`lang is ${type}`];
        if (attribute.name === 'theme') return type === "'light' | 'dark'" ? [] : [`theme is ${type}`];
        const struct = attributes[attribute.name];
        if (struct === undefined) return [`${attribute.name}: no struct`];
        const wrong = mismatch(type, struct);
        const required = /\(required\)/.test(attribute.description ?? '');
        return [
          ...(wrong === undefined ? [] : [`${attribute.name} is documented as ${type} but its struct ${wrong}`]),
          ...(required === reads(struct, undefined) ? [`${attribute.name}: "(required)" ${required ? 'but may be absent' : 'missing'}`] : []),
        ];
      });
      expect(problems).toEqual([]);
    });
  });
});
