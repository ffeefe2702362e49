/**
 * The embed bundle the e2e suite tests is the Preact build (rollup.config.mjs aliases react,
 * react-dom and react/jsx-runtime to preact/compat): no module of React or ReactDOM is inside
 * any chunk, Preact is, and a widget on a page renders through Preact's runtime.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buyButton, partnerPage, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

interface EmbedMeta {
  readonly chunks: Record<string, { readonly modules: readonly { readonly id: string }[] }>;
}

function bundledPackages(): Set<string> {
  const meta = JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/embed-meta.json', import.meta.url)), 'utf8')) as EmbedMeta;
  const packages = new Set<string>();
  for (const chunk of Object.values(meta.chunks)) {
    for (const { id } of chunk.modules) {
      const parts = id.split('/');
      if (parts[0] === 'node_modules') packages.add(parts[1]?.startsWith('@') === true ? `${parts[1]}/${parts[2] ?? ''}` : (parts[1] ?? ''));
    }
  }
  return packages;
}

test.use(twoPublicOrigins);

test('dist/embed holds Preact and no module of React or ReactDOM', () => {
  const packages = bundledPackages();
  expect(packages.has('preact')).toBe(true);
  expect([...packages].filter((name) => name === 'react' || name === 'react-dom' || name === 'scheduler')).toEqual([]);
});

test('a widget of the bundle renders through Preact', async ({ page, server, problems }) => {
  const url = await partnerPage(page, server.url, { body: '<racekit-buy-ticket event="ev-rubezh-leto" checkout="redirect"></racekit-buy-ticket>' });
  await page.goto(url);
  const host = page.locator('racekit-buy-ticket');
  await expect(buyButton(host)).toBeVisible();
  // defineWidget renders into the shadow root: Preact keeps its virtual tree there (`__k`),
  // React would leave a `__reactContainer$…` key instead.
  const runtime = await host.evaluate((element) => {
    const container = element.shadowRoot;
    if (container === null) return 'none';
    const keys = Object.keys(container);
    if (keys.some((key) => key.startsWith('__reactContainer'))) return 'react';
    return '__k' in container ? 'preact' : `unknown: ${keys.join(',')}`;
  });
  expect(runtime).toBe('preact');
  expect(problems.errors).toEqual([]);
});
