/**
 * <racekit-login> paints its e-mail form without the phone mask: react-imask (about 20 KB) is
 * reachable only through the dynamic `import()` of the kit's phone field (sdk/ui/form). What `define.ts`
 * reaches through static imports is what a bundler puts in the first chunk.
 */
import { describe, expect, it } from 'vitest';
import { dynamicImportsOf, staticGraph } from './support/module-graph.ts';

describe('<racekit-login> first paint', () => {
  const { files, packages } = staticGraph('widgets/login/define.ts');

  it('holds the forms but not the masked input, the carousel or the QR code', () => {
    expect(files).toContain('widgets/login/login-screen.tsx');
    expect(files).not.toContain('sdk/ui/masked-field.tsx');
    expect(['react-imask', 'swiper', 'qrcode.react', 'dayjs'].filter((name) => packages.has(name))).toEqual([]);
  });

  it("loads the kit's phone field on demand", () => {
    expect(files).toContain('sdk/ui/form/lazy-phone-field.tsx');
    expect(files).not.toContain('sdk/ui/form/phone-field.tsx');
    expect(dynamicImportsOf('sdk/ui/form/lazy-phone-field.tsx')).toEqual(['./phone-field.tsx']);
    expect(staticGraph('sdk/ui/form/phone-field.tsx').packages).toContain('react-imask');
  });
});
