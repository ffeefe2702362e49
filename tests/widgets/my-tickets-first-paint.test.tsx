/**
 * <racekit-my-tickets> paints its lists without the QR code and the masked participant form:
 * qrcode.react and react-imask are reachable only through dynamic `import()`s. What `define.ts`
 * reaches through static imports is what a bundler puts in the first chunk.
 */
import { describe, expect, it } from 'vitest';
import { dynamicImportsOf, staticGraph } from './support/module-graph.ts';

describe('<racekit-my-tickets> first paint', () => {
  const { files, packages } = staticGraph('widgets/my-tickets/define.ts');

  it('holds the lists and cards but neither the QR library nor the masks', () => {
    expect(files).toContain('widgets/my-tickets/ticket-card.tsx');
    expect(files).not.toContain('widgets/my-tickets/ticket-qr.tsx');
    expect(files).not.toContain('widgets/my-tickets/registration-form.tsx');
    expect(files).not.toContain('sdk/ui/masked-field.tsx');
    expect(['react-imask', 'qrcode.react', 'swiper'].filter((name) => packages.has(name))).toEqual([]);
  });

  it('loads the QR code and the participant form on demand', () => {
    expect(dynamicImportsOf('widgets/my-tickets/ticket-card.tsx')).toEqual(['./ticket-qr.tsx']);
    expect(dynamicImportsOf('widgets/my-tickets/registration-dialog.tsx')).toEqual(['./registration-form.tsx']);
    expect(staticGraph('widgets/my-tickets/ticket-qr.tsx').packages).toContain('qrcode.react');
    // the form itself draws plain fields first; its masks come by one more import() (issue 30)
    expect(staticGraph('widgets/my-tickets/registration-form.tsx').packages).not.toContain('react-imask');
    expect(dynamicImportsOf('sdk/ui/lazy-masked-field.tsx')).toEqual(['./masked-field.tsx']);
    expect(staticGraph('sdk/ui/masked-field.tsx').packages).toContain('react-imask');
  });
});
