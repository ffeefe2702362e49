/**
 * Just enough TrueType to embed a font in a PDF: read the character map and the advance
 * widths, and write a subset that keeps only the glyphs a document uses (each at its original
 * glyph id, so the PDF can address glyphs directly with Identity-H). The other glyphs become
 * empty, which shrinks a 400 KB font to a few dozen KB.
 */

interface TableRecord {
  readonly offset: number;
  readonly length: number;
}

/** A parsed TrueType font. */
export interface TrueTypeFont {
  readonly unitsPerEm: number;
  readonly ascender: number;
  readonly descender: number;
  readonly bbox: readonly [number, number, number, number];
  readonly numGlyphs: number;
  /** The glyph id of a character (0 when the font lacks it). */
  glyphOf(codePoint: number): number;
  /** The advance width of a glyph in font units. */
  advanceOf(glyph: number): number;
  /** A TrueType file with only `glyphs` (plus glyph 0 and the parts of composites) kept. */
  subset(glyphs: ReadonlySet<number>): Uint8Array;
}

function tablesOf(view: DataView): Map<string, TableRecord> {
  const tables = new Map<string, TableRecord>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index += 1) {
    const at = 12 + index * 16;
    const tag = String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return tables;
}

/** Reads the (3,1) or (0,3) format-4 character map into a lookup. */
function readCmap(view: DataView, cmap: TableRecord): Map<number, number> {
  const map = new Map<number, number>();
  const count = view.getUint16(cmap.offset + 2);
  let subtable = -1;
  for (let index = 0; index < count; index += 1) {
    const at = cmap.offset + 4 + index * 8;
    const platform = view.getUint16(at);
    const encoding = view.getUint16(at + 2);
    const offset = cmap.offset + view.getUint32(at + 4);
    if (view.getUint16(offset) === 4 && ((platform === 3 && encoding === 1) || (platform === 0 && encoding === 3))) {
      subtable = offset;
      break;
    }
  }
  if (subtable < 0) throw new Error('font has no Unicode format-4 cmap');
  const segments = view.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const end = view.getUint16(ends + segment * 2);
    const start = view.getUint16(starts + segment * 2);
    const delta = view.getInt16(deltas + segment * 2);
    const rangeAt = rangeOffsets + segment * 2;
    const rangeOffset = view.getUint16(rangeAt);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph: number;
      if (rangeOffset === 0) {
        glyph = (code + delta) & 0xffff;
      } else {
        const raw = view.getUint16(rangeAt + rangeOffset + (code - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(code, glyph);
    }
  }
  return map;
}

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

// composite glyph flags
const ARG_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_2X2 = 0x0080;

/** Parses a TrueType (glyf-outline) font file. */
export function parseTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = tablesOf(view);
  const table = (tag: string): TableRecord => {
    const record = tables.get(tag);
    if (record === undefined) throw new Error(`font has no ${tag} table`);
    return record;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const loca = table('loca');
  const glyf = table('glyf');
  const unitsPerEm = view.getUint16(head.offset + 18);
  const longLoca = view.getInt16(head.offset + 50) === 1;
  const numGlyphs = view.getUint16(table('maxp').offset + 4);
  const metrics = view.getUint16(hhea.offset + 34);
  const cmap = readCmap(view, table('cmap'));

  const glyphRange = (glyph: number): [number, number] => {
    const start = longLoca ? view.getUint32(loca.offset + glyph * 4) : view.getUint16(loca.offset + glyph * 2) * 2;
    const end = longLoca ? view.getUint32(loca.offset + glyph * 4 + 4) : view.getUint16(loca.offset + glyph * 2 + 2) * 2;
    return [start, end];
  };

  const components = (glyph: number): number[] => {
    const [start, end] = glyphRange(glyph);
    if (end <= start || view.getInt16(glyf.offset + start) >= 0) return [];
    const found: number[] = [];
    let at = glyf.offset + start + 10;
    for (;;) {
      const flags = view.getUint16(at);
      found.push(view.getUint16(at + 2));
      at += 4 + (flags & ARG_WORDS ? 4 : 2);
      if (flags & HAS_SCALE) at += 2;
      else if (flags & HAS_XY_SCALE) at += 4;
      else if (flags & HAS_2X2) at += 8;
      if (!(flags & MORE_COMPONENTS)) return found;
    }
  };

  const subset = (wanted: ReadonlySet<number>): Uint8Array => {
    const keep = new Set<number>([0]);
    const queue = [...wanted];
    while (queue.length > 0) {
      const glyph = queue.pop();
      if (glyph === undefined || keep.has(glyph) || glyph >= numGlyphs) continue;
      keep.add(glyph);
      queue.push(...components(glyph));
    }
    // glyf and a long loca with only the kept outlines
    const pieces: Uint8Array[] = [];
    const newLoca = new DataView(new ArrayBuffer((numGlyphs + 1) * 4));
    let size = 0;
    for (let glyph = 0; glyph < numGlyphs; glyph += 1) {
      newLoca.setUint32(glyph * 4, size);
      if (!keep.has(glyph)) continue;
      const [start, end] = glyphRange(glyph);
      const outline = bytes.subarray(glyf.offset + start, glyf.offset + end);
      const padded = new Uint8Array(Math.ceil(outline.length / 4) * 4);
      padded.set(outline);
      pieces.push(padded);
      size += padded.length;
    }
    newLoca.setUint32(numGlyphs * 4, size);
    const newGlyf = new Uint8Array(size);
    let at = 0;
    for (const piece of pieces) {
      newGlyf.set(piece, at);
      at += piece.length;
    }
    // a fresh copy (a Node Buffer's slice() would share memory with the source file)
    const copy = (tag: string): Uint8Array | undefined => {
      const record = tables.get(tag);
      return record === undefined ? undefined : Uint8Array.from(bytes.subarray(record.offset, record.offset + record.length));
    };
    const newHead = copy('head') ?? new Uint8Array();
    const headView = new DataView(newHead.buffer);
    headView.setUint32(8, 0); // checksumAdjustment, recomputed below
    headView.setInt16(50, 1); // long loca
    const post = copy('post');
    let newPost: Uint8Array | undefined;
    if (post !== undefined) {
      // version 3: no glyph names (they would keep every glyph's name)
      newPost = Uint8Array.from(post.subarray(0, 32));
      new DataView(newPost.buffer).setUint32(0, 0x00030000);
    }
    const out = new Map<string, Uint8Array>();
    for (const tag of ['OS/2', 'cmap', 'cvt ', 'fpgm', 'hhea', 'hmtx', 'maxp', 'name', 'prep']) {
      const data = copy(tag);
      if (data !== undefined) out.set(tag, data);
    }
    out.set('head', newHead);
    out.set('loca', new Uint8Array(newLoca.buffer));
    out.set('glyf', newGlyf);
    if (newPost !== undefined) out.set('post', newPost);
    return assemble(out);
  };

  return {
    unitsPerEm,
    ascender: view.getInt16(hhea.offset + 4),
    descender: view.getInt16(hhea.offset + 6),
    bbox: [
      view.getInt16(head.offset + 36),
      view.getInt16(head.offset + 38),
      view.getInt16(head.offset + 40),
      view.getInt16(head.offset + 42),
    ],
    numGlyphs,
    glyphOf: (codePoint) => cmap.get(codePoint) ?? 0,
    advanceOf: (glyph) => view.getUint16(hmtx.offset + Math.min(glyph, metrics - 1) * 4),
    subset,
  };
}

/** Writes a font file from its tables (sorted, 4-byte aligned, with checksums). */
function assemble(tables: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerSize = 12 + tags.length * 16;
  let size = headerSize;
  for (const tag of tags) size += Math.ceil((tables.get(tag)?.length ?? 0) / 4) * 4;
  const file = new Uint8Array(size);
  const view = new DataView(file.buffer);
  const count = tags.length;
  const power = 2 ** Math.floor(Math.log2(count));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, count * 16 - power * 16);
  let offset = headerSize;
  let headOffset = -1;
  tags.forEach((tag, index) => {
    const data = tables.get(tag) ?? new Uint8Array();
    const at = 12 + index * 16;
    for (let char = 0; char < 4; char += 1) view.setUint8(at + char, tag.charCodeAt(char));
    view.setUint32(at + 4, checksum(data));
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, data.length);
    file.set(data, offset);
    if (tag === 'head') headOffset = offset;
    offset += Math.ceil(data.length / 4) * 4;
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(file)) >>> 0);
  return file;
}
