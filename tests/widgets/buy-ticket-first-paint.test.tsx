/**
 * The first paint of <racekit-buy-ticket> on a partner page is the button alone (embed budget:
 * 45 KB gzip with the runtime). What `define.ts` reaches through static imports is what a
 * bundler must put in that first chunk; the dialog and everything heavy must only be reachable
 * through a dynamic `import()`. (The byte budget itself is measured by the bench on the built
 * bundle; this keeps the module graph honest on every test run.)
 */
import { describe, expect, it } from 'vitest';
import { dynamicImportsOf, staticGraph } from './support/module-graph.ts';

describe('<racekit-buy-ticket> first paint', () => {
  const { files, packages } = staticGraph('widgets/buy-ticket/define.ts');

  it('holds the button, not the dialog', () => {
    expect(files).toContain('widgets/buy-ticket/buy-ticket.tsx');
    expect(files).toContain('sdk/ui/button.tsx');
    expect(files).toContain('sdk/ui/css/button.css');
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
      'sdk/ui/css/fields.css',
      'sdk/contract/invoke.ts',
      'sdk/basket/basket-edits.ts',
      'sdk/format/date-formats.ts',
    ];
    expect(dialogOnly.filter((file) => files.has(file))).toEqual([]);
  });

  it('pulls none of the heavy libraries: masks, carousel, QR, queries, dates', () => {
    const heavy = ['react-imask', 'swiper', 'qrcode.react', 'jotai-tanstack-query', '@tanstack/query-core', 'dayjs'];
    expect(heavy.filter((name) => packages.has(name))).toEqual([]);
  });

  it('loads the dialog on demand, and the dialog brings its queries with it', () => {
    expect(dynamicImportsOf('widgets/buy-ticket/buy-ticket.tsx')).toEqual(['./buy-ticket-dialog.tsx']);
    const dialog = staticGraph('widgets/buy-ticket/buy-ticket-dialog.tsx');
    expect(dialog.packages).toContain('jotai-tanstack-query');
    expect(dialog.files).toContain('sdk/ui/dialog.tsx');
    expect(dialog.files).toContain('sdk/checkout/add-ticket.ts');
  });
});
