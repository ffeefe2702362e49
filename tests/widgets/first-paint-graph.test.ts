/**
 * What a partner page pays before a tag paints: its first paint (widgets/<name>/<name>-shell.ts)
 * runs on Preact's core and reaches none of the widget runtime — no React or preact/compat,
 * i18next, jotai, superstruct, queries, dates or masks; its static imports are what a bundler
 * must put in the first chunk. The widget's code then loads on intent, idle or a press, and the
 * buy button's heavy dialog only through a further `import()`. (The byte budgets themselves are
 * checked on the built bundle by tests/budget/budgets.test.ts.)
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dynamicImportsOf, root, staticGraph } from './support/module-graph.ts';

const widgets = readdirSync(`${root}/widgets`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe.each(widgets)('the first paint of <racekit-%s>', (name) => {
  const { files, packages } = staticGraph(`widgets/${name}/${name}-shell.ts`);

  it('runs on Preact core alone', () => {
    expect([...packages].sort()).toEqual(['preact']);
    expect([...files].filter((file) => /^sdk\/(elements\/(define-widget|widget-shell|attr|attribute-props)|state\/storage-atoms|config\/(configure|racekit-config))\./.test(file))).toEqual([]);
    expect([...files].filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});

describe('<racekit-buy-ticket>', () => {
  it('its first paint carries the button and its CSS, and fetches the dialog only through import()', () => {
    const { files } = staticGraph('widgets/buy-ticket/buy-ticket-shell.ts');
    expect(files).toContain('sdk/ui/css/button.css');
    expect(files).toContain('widgets/buy-ticket/buy-ticket.css');
    // the dialog (and its event) asked for ahead of the press: widgets/buy-ticket/prepare-dialog.ts
    expect(files).toContain('widgets/buy-ticket/prepare-dialog.ts');
    expect(files).not.toContain('widgets/buy-ticket/buy-ticket-dialog.tsx');
    expect(dynamicImportsOf('widgets/buy-ticket/prepare-dialog.ts')).toEqual(['./buy-ticket-dialog.tsx']);
  });

  it('its widget code holds the button, not the dialog, nor the heavy libraries', () => {
    const { files, packages } = staticGraph('widgets/buy-ticket/buy-ticket-widget.ts');
    expect(files).toContain('widgets/buy-ticket/buy-ticket.tsx');
    const dialogOnly = [
      'widgets/buy-ticket/buy-ticket-dialog.tsx',
      'widgets/buy-ticket/buy-ticket-dialog.css',
      'widgets/buy-ticket/format-choice.tsx',
      // sdk/checkout loads with the dialog, never with the button
      'sdk/checkout/add-ticket.ts',
      'sdk/checkout/basket-sync.ts',
      'sdk/checkout/place-ticket.ts',
      'widgets/buy-ticket/basket-sheet.tsx',
      'sdk/ui/dialog.tsx',
      'sdk/ui/later-ui-styles.ts',
      'sdk/ui/css/dialog.css',
      'sdk/contract/invoke.ts',
      'sdk/basket/basket-edits.ts',
      'sdk/format/date-formats.ts',
    ];
    expect(dialogOnly.filter((file) => files.has(file))).toEqual([]);
    expect(['react-imask', 'swiper', 'qrcode.react', 'jotai-tanstack-query', '@tanstack/query-core', 'dayjs'].filter((name) => packages.has(name))).toEqual([]);
  });

  it('loads the dialog on demand, and the dialog brings its queries with it', () => {
    expect(staticGraph('widgets/buy-ticket/buy-ticket.tsx').files).toContain('widgets/buy-ticket/prepare-dialog.ts');
    expect(dynamicImportsOf('widgets/buy-ticket/prepare-dialog.ts')).toEqual(['./buy-ticket-dialog.tsx']);
    const dialog = staticGraph('widgets/buy-ticket/buy-ticket-dialog.tsx');
    expect(dialog.packages).toContain('jotai-tanstack-query');
    expect(dialog.files).toContain('sdk/ui/dialog.tsx');
    expect(dialog.files).toContain('sdk/checkout/add-ticket.ts');
  });
});
