/**
 * docs/architecture.md stays current where it can drift unseen: its table of the sdk's layers
 * names the folders of `sdkLayers` (eslint.config.mjs, the rule lint enforces), layer by layer,
 * in order.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);

/** The folders of each layer, as written in `sdkLayers` (read as text: loading the lint config and its plugins takes seconds). */
function lintLayers(): string[][] {
  const config = readFileSync(new URL('eslint.config.mjs', root), 'utf8');
  const literal = config.split('export const sdkLayers = [')[1]?.split('\n];')[0] ?? '';
  return literal.split('\n').filter((line) => line.includes('[')).map((line) => [...line.matchAll(/'([a-z-]+)'/g)].map((match) => match[1] ?? ''));
}

it('the layers of the sdk in docs/architecture.md are the ones lint enforces', () => {
  const layers = lintLayers();
  expect(layers.flat().length).toBeGreaterThan(10);
  const doc = readFileSync(new URL('docs/architecture.md', root), 'utf8');
  const table = doc.split('### Inside the sdk')[1]?.split('\n\n').find((block) => block.startsWith('| layer |')) ?? '';
  const rows = table.split('\n').filter((line) => /^\| \d+ \|/.test(line));
  const documented = rows.map((row) => [...(row.split(' | ')[1] ?? '').matchAll(/`([a-z-]+)`/g)].map((match) => match[1]));
  expect(documented).toEqual(layers);
});
