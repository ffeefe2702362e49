/**
 * The custom elements manifest and the typed tags shipped beside racekit.js
 * (dist/embed/custom-elements.json, racekit.d.ts, racekit-react.d.ts, racekit-preact.d.ts): they
 * name exactly the tags and attributes the bundle registers, and a TypeScript, React or Preact
 * host compiles against the types — right uses pass, wrong ones fail.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { manifestElements, parseManifest } from '../../embed/build/element-manifest.ts';
import { expect, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const embed = join(root, 'dist/embed');
const typesFiles = ['racekit.d.ts', 'racekit-react.d.ts', 'racekit-preact.d.ts'];

/** Tag → its attributes (own and shared), as racekit.d.ts declares them. */
function declaredTags(): Map<string, string[]> {
  const source = ts.createSourceFile('racekit.d.ts', readFileSync(join(embed, 'racekit.d.ts'), 'utf8'), ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const tagElements = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node)) {
      interfaces.set(node.name.text, node);
      if (node.name.text === 'RacekitTags') {
        for (const member of node.members) {
          if (ts.isPropertySignature(member) && ts.isStringLiteral(member.name) && member.type !== undefined && ts.isTypeLiteralNode(member.type)) {
            const attributes = member.type.members.find((entry) => entry.name?.getText() === 'attributes');
            if (attributes !== undefined && ts.isPropertySignature(attributes) && attributes.type !== undefined) tagElements.set(member.name.text, attributes.type.getText());
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const namesOf = (name: string): string[] => {
    const declaration = interfaces.get(name);
    if (declaration === undefined) return [];
    const own = declaration.members.flatMap((member) => (member.name === undefined ? [] : [member.name.getText().replace(/^'|'$/g, '')]));
    const inherited = declaration.heritageClauses?.flatMap((clause) => clause.types.flatMap((type) => namesOf(type.expression.getText()))) ?? [];
    return [...own, ...inherited];
  };
  return new Map([...tagElements].map(([tag, attributes]) => [tag, namesOf(attributes).sort()]));
}

test.describe('typed tags', () => {
  test('racekit.d.ts names every registered tag with exactly its observed attributes', async ({ page }) => {
    const declared = declaredTags();
    expect(declared.size).toBe(8);
    await page.goto('/examples/partner-event/');
    const registered = await page.evaluate(async (tags) => {
      const racekit: unknown = Reflect.get(window, 'Racekit');
      const load = async (tag: string) => {
        if (typeof racekit === 'object' && racekit !== null && 'load' in racekit && typeof racekit.load === 'function') await racekit.load(tag);
      };
      const entries: [string, string[]][] = [];
      for (const tag of tags) {
        await load(tag);
        const element: unknown = customElements.get(tag);
        const observed: unknown = typeof element === 'function' ? Reflect.get(element, 'observedAttributes') : undefined;
        entries.push([tag, Array.isArray(observed) ? observed.map(String).sort() : []]);
      }
      return entries;
    }, [...declared.keys()]);
    expect(new Map(registered)).toEqual(declared);
  });

  test('custom-elements.json, served beside racekit.js, names the same tags and attributes, its events typed', async ({ request }) => {
    const response = await request.get('/embed/custom-elements.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const elements = manifestElements(parseManifest(await response.json()));
    const attributes = new Map(elements.map((element) => [element.tagName, (element.attributes ?? []).map((attribute) => attribute.name).sort()]));
    expect(attributes).toEqual(declaredTags());
    const buyTicket = elements.find((element) => element.tagName === 'racekit-buy-ticket');
    expect(buyTicket?.attributes?.find((attribute) => attribute.name === 'checkout')?.type?.text).toBe("'inline' | 'redirect'");
    expect(buyTicket?.events?.find((event) => event.name === 'racekit:basket-change')?.type?.text).toBe('CustomEvent<{ count: number }>');
    for (const element of elements) expect(element.events?.every((event) => event.type !== undefined), element.tagName).toBe(true);
  });

  test('TypeScript, React and Preact hosts compile against them; wrong uses do not', () => {
    const dir = join(root, 'tests/e2e/.artifacts/embed-types');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const file of typesFiles) copyFileSync(join(embed, file), join(dir, file));

    writeFileSync(
      join(dir, 'vanilla.ts'),
      `import type { RacekitBuyTicketElement, RacekitEvent } from './racekit';
const button: RacekitBuyTicketElement | null = document.querySelector('racekit-buy-ticket');
button?.setAttribute('checkout', 'redirect');
document.addEventListener('racekit:basket-change', (event) => console.info(event.detail.count.toFixed(0)));
document.addEventListener('racekit:navigate', (event: RacekitEvent<'racekit:navigate'>) => event.detail.path.startsWith('/'));
// @ts-expect-error -- basket-change carries a count, not a path
document.addEventListener('racekit:basket-change', (event) => event.detail.path);
const racekit = window.Racekit;
if (racekit !== undefined && 'load' in racekit) {
  void racekit.load('racekit-calendar');
  racekit.on('basket-change', (event) => event.detail.count);
  racekit.on('racekit:navigate', (event) => event.detail.path);
  racekit.configure({ lang: 'en', site: 'https://events.example' });
  // @ts-expect-error -- not a racekit tag
  void racekit.load('racekit-nothing');
  // @ts-expect-error -- only ru and en
  racekit.configure({ lang: 'fr' });
}
`,
    );
    const jsx = `
export const ok = <racekit-buy-ticket event="ev-rubezh-leto" checkout="redirect" count={2} theme="dark" onracekit:navigate={(event) => event.detail.path} />;
export const calendar = <racekit-calendar city="524901" limit="3" lang="en" />;
export const basket = <racekit-basket compact />;
// @ts-expect-error -- checkout is inline or redirect
export const wrongCheckout = <racekit-buy-ticket event="ev" checkout="nope" />;
// @ts-expect-error -- event is required
export const noEvent = <racekit-buy-ticket format="f-1" />;
// @ts-expect-error -- a navigate listener receives the navigate event, not a basket change
export const wrongListener = <racekit-buy-ticket event="ev" onracekit:navigate={(event: RacekitEvent<'racekit:basket-change'>) => event.detail.count} />;
// @ts-expect-error -- theme is light or dark
export const wrongTheme = <racekit-basket-badge theme="blue" />;
`;
    writeFileSync(join(dir, 'react-host.tsx'), `import type {} from './racekit-react';\nimport type { RacekitEvent } from './racekit';\n${jsx}`);
    writeFileSync(join(dir, 'preact-host.tsx'), `/** @jsxImportSource preact */\nimport type {} from './racekit-preact';\nimport type { RacekitEvent } from './racekit';\n${jsx}`);

    const program = ts.createProgram({
      rootNames: [...typesFiles, 'vanilla.ts', 'react-host.tsx', 'preact-host.tsx'].map((file) => join(dir, file)),
      options: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.Preserve,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.ReactJSX,
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      },
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file === undefined || diagnostic.file.fileName.startsWith(dir))
      .map((diagnostic) => `${diagnostic.file?.fileName.slice(dir.length + 1) ?? ''}:${diagnostic.file === undefined || diagnostic.start === undefined ? '' : diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
    // An unused @ts-expect-error is an error too (TS2578): every wrong use above must fail.
    expect(problems).toEqual([]);
  });
});
