/**
 * docs/embedding.md repeats README's size and timing tables for partners ("Size and speed"): the
 * two must tell the same figures (issue 14 found them disagreeing). A figure row is a table row
 * with a size or a time and its file count or spread, `… KB (3) …` or `… ms (449–1359) …`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const figureRows = (file: string) =>
  readFileSync(new URL(file, root), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && /\d (KB|ms) \(/.test(line));

describe('the embed figures', () => {
  const readme = figureRows('README.md');
  const embedding = figureRows('docs/embedding.md');

  it('docs/embedding.md has the size and timing tables', () => {
    expect(embedding.filter((row) => row.includes(' KB (')).length).toBeGreaterThanOrEqual(10);
    expect(embedding.filter((row) => row.includes(' ms (')).length).toBeGreaterThanOrEqual(4);
  });

  it('are the same in README and docs/embedding.md', () => {
    expect(embedding).toEqual(readme);
  });
});
