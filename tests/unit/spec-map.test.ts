/**
 * docs/spec-map.md stays true, every row of it: the files and tests it names exist, every test
 * it names is followed by what proves the rule there («…»: a test title, or the rule's message
 * or constant) and that text stands in the test file, and every numbered section of both specs
 * has its table.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const map = readFileSync(new URL('docs/spec-map.md', root), 'utf8');
const rows = map.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| rule |') && !line.startsWith('|---'));

interface Cited {
  readonly path: string;
  readonly titles: string[];
}

/** The paths of a cell in backticks, each with the «titles» that follow it. */
function cited(cell: string): Cited[] {
  const found: Cited[] = [];
  for (const token of cell.matchAll(/`([^`]+)`|«([^»]+)»/g)) {
    const [, path, title] = token;
    if (path !== undefined) found.push({ path, titles: [] });
    else if (title !== undefined) found.at(-1)?.titles.push(title);
  }
  return found;
}

const cells = rows.map((row) => row.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '')));

describe('docs/spec-map.md', () => {
  it('has a table row for each numbered section of purchase.md and account.md', () => {
    for (const spec of ['purchase.md', 'account.md']) {
      const part = map.split(`## ${spec}`)[1]?.split('\n## ')[0] ?? '';
      const sections = [...part.matchAll(/^### §(\d+)/gm)].map((match) => Number(match[1]));
      expect(sections, spec).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
    expect(rows.length).toBeGreaterThan(90);
  });

  it('every row names a rule, the file implementing it and the test proving it', () => {
    for (const row of cells) {
      expect(row, row.join(' | ')).toHaveLength(3);
      const [rule = '', code = '', proof = ''] = row;
      expect(rule.length, row.join(' | ')).toBeGreaterThan(10);
      expect(cited(code).length, `no file in: ${code}`).toBeGreaterThan(0);
      expect(cited(proof).length, `no test in: ${proof}`).toBeGreaterThan(0);
      for (const test of cited(proof)) {
        expect(test.path, row.join(' | ')).toMatch(/^tests\/.+\.(test|spec)\.tsx?$/);
        // a file alone proves nothing: the row says which test (or which message) in it does
        expect(test.titles.length, `${test.path} names no test, message or constant («…») in: ${row.join(' | ')}`).toBeGreaterThan(0);
      }
    }
  });

  it.each(cells.flatMap(([, code = '', proof = '']) => [...cited(code), ...cited(proof)]).map((entry) => [entry.path, entry]))('%s exists, with the tests it is cited for', (_path, entry) => {
    const file = new URL(entry.path, root);
    expect(existsSync(file), `${entry.path} does not exist`).toBe(true);
    const text = readFileSync(file, 'utf8').replaceAll('\\', '');
    for (const title of entry.titles) expect(text.includes(title), `«${title}» is not a test of ${entry.path}`).toBe(true);
  });
});
