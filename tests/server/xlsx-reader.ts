/**
 * Reads the first sheet of an XLSX file back, written apart from the library that wrote it: the
 * ZIP's central directory, each entry inflated with node:zlib, then the sheet's cells (shared
 * strings, inline strings, numbers) as text by row. Enough for a test to see what a person
 * opening the file in Excel would see, and whether a cell is a formula (`formulas`).
 */
import { inflateRawSync } from 'node:zlib';

/** The entries of a ZIP file by name. */
export function unzip(file: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP file: no end of central directory');
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error('a broken central directory');
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(dataAt, dataAt + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, code: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return named[code.toLowerCase()] ?? '';
  });

const textsOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((match) => unescapeXml(match[1] ?? '')).join('');

/** The first sheet's cells as text, by row, and how many cells hold a formula. */
export function readFirstSheet(file: Buffer): { rows: string[][]; formulas: number } {
  const entries = unzip(file);
  const sheetName = [...entries.keys()].find((name) => /^xl\/worksheets\/sheet1\.xml$/.test(name));
  const sheet = sheetName === undefined ? undefined : entries.get(sheetName)?.toString('utf8');
  if (sheet === undefined) throw new Error(`no first sheet among ${[...entries.keys()].join(', ')}`);
  const shared = [...(entries.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => textsOf(match[1] ?? ''));
  const rows = [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c\s+([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const inner = cell[2] ?? '';
      const column = (/r="([A-Z]+)\d+"/.exec(attributes)?.[1] ?? 'A').split('').reduce((n, char) => n * 26 + char.charCodeAt(0) - 64, 0) - 1;
      const kind = /t="(\w+)"/.exec(attributes)?.[1];
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '');
      cells[column] = kind === 's' ? (shared[Number(value)] ?? '') : kind === 'inlineStr' ? textsOf(inner) : value;
    }
    return Array.from(cells, (cell) => cell ?? '');
  });
  return { rows, formulas: (sheet.match(/<f[\s>]/g) ?? []).length };
}
