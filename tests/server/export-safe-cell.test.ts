/**
 * The spreadsheet-safe cell of every export (server/exports/safe-cell.ts, issue 28 §6): OWASP's
 * list of formula starts — `=`, `+`, `-`, `@`, tab, carriage return — gets a leading apostrophe;
 * anything else, a formula sign inside the text included, is left as it is.
 */
import { describe, expect, test } from 'vitest';
import { csvLine, safeCell } from '../../server/exports/safe-cell.ts';

describe('safeCell', () => {
  test.each([
    ['=1+2', "'=1+2"],
    ['+7 900 000-00-00', "'+7 900 000-00-00"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['Забег', 'Забег'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ['', ''],
    ["'=1", "'=1"],
  ])('%j → %j', (value, safe) => {
    expect(safeCell(value)).toBe(safe);
  });
});

describe('csvLine', () => {
  test.each([
    { cells: ['a', 'b'], line: 'a,b\r\n' },
    { cells: ['a,b', 'say "hi"', 'a;b'], line: '"a,b","say ""hi""","a;b"\r\n' },
    { cells: ['=1,2', 3], line: `"'=1,2",3\r\n` },
    { cells: [-1500, null, undefined], line: '-1500,,\r\n' },
    { cells: ['\r\n=x'], line: `"'\r\n=x"\r\n` },
  ])('$cells → $line', ({ cells, line }) => {
    expect(csvLine(cells)).toBe(line);
  });
});
