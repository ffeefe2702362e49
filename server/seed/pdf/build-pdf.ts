/**
 * A small, valid PDF built by hand: A4 pages of wrapped text (a title, section headings and
 * paragraphs). Cyrillic needs a real font, so the text is set in a TrueType font embedded as
 * a subset (Type0 / CIDFontType2, Identity-H, with a ToUnicode map so the text can be
 * searched and copied). Without a font the document falls back to Helvetica with the text
 * transliterated — still a readable, valid PDF.
 */
import { deflateSync } from 'node:zlib';
import type { TrueTypeFont } from './truetype-subset.ts';

export interface PdfDocument {
  readonly title: string;
  /** A line under the title (the organisation, the date of the edition). */
  readonly subtitle: string;
  /** Paragraphs; one starting with `## ` is a section heading. */
  readonly paragraphs: readonly string[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

interface Line {
  readonly text: string;
  readonly size: number;
  /** Space above the line, in points. */
  readonly before: number;
}

/** How text is measured and encoded: an embedded font, or the Helvetica fallback. */
interface Typeface {
  width(text: string, size: number): number;
  encode(text: string): string;
}

function wrap(text: string, size: number, face: Typeface, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && face.width(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function layout(document: PdfDocument, face: Typeface): Line[][] {
  const width = PAGE_WIDTH - 2 * MARGIN;
  const lines: Line[] = [];
  for (const [index, text] of wrap(document.title, 17, face, width).entries()) {
    lines.push({ text, size: 17, before: index === 0 ? 0 : 4 });
  }
  wrap(document.subtitle, 9.5, face, width).forEach((text, index) => lines.push({ text, size: 9.5, before: index === 0 ? 8 : 2 }));
  for (const paragraph of document.paragraphs) {
    const heading = paragraph.startsWith('## ');
    const size = heading ? 12.5 : 10.5;
    wrap(heading ? paragraph.slice(3) : paragraph, size, face, width).forEach((text, index) => {
      lines.push({ text, size, before: index === 0 ? (heading ? 16 : 8) : 3 });
    });
  }
  const pages: Line[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const height = line.before + line.size;
    if (y - height < MARGIN && (pages[pages.length - 1]?.length ?? 0) > 0) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    pages[pages.length - 1]?.push(line);
    y -= height;
  }
  return pages;
}

function pageContent(lines: readonly Line[], face: Typeface): string {
  let y = PAGE_HEIGHT - MARGIN;
  const parts: string[] = [];
  for (const line of lines) {
    y -= line.before + line.size;
    parts.push(`BT /F1 ${line.size} Tf 1 0 0 1 ${MARGIN} ${y.toFixed(2)} Tm ${face.encode(line.text)} Tj ET`);
  }
  return parts.join('\n');
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0');

/** A PDF text string in UTF-16BE (for the document information dictionary). */
function pdfTextString(text: string): string {
  let out = '<FEFF';
  for (let index = 0; index < text.length; index += 1) out += hex4(text.charCodeAt(index));
  return `${out}>`;
}

const latin: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', '«': '"', '»': '"', '—': '-', '–': '-', '№': 'No.', '₽': 'rub.',
};

function transliterate(text: string): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const mapped = latin[lower];
      if (mapped === undefined) return char.charCodeAt(0) < 128 ? char : '?';
      return char === lower ? mapped : mapped.charAt(0).toUpperCase() + mapped.slice(1);
    })
    .join('');
}

class PdfWriter {
  private readonly objects: Buffer[] = [];

  /** Reserves an object number. */
  reserve(): number {
    this.objects.push(Buffer.alloc(0));
    return this.objects.length;
  }

  set(id: number, body: string | Buffer): void {
    this.objects[id - 1] = Buffer.concat([Buffer.from(`${id} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
  }

  add(body: string | Buffer): number {
    const id = this.reserve();
    this.set(id, body);
    return id;
  }

  stream(dictionary: string, data: Uint8Array): number {
    const compressed = deflateSync(data);
    return this.add(
      Buffer.concat([
        Buffer.from(`<< ${dictionary} /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`, 'latin1'),
        compressed,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }

  finish(root: number, info: number): Uint8Array {
    const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
    const offsets: number[] = [];
    let at = header.length;
    for (const object of this.objects) {
      offsets.push(at);
      at += object.length;
    }
    const xref =
      `xref\n0 ${this.objects.length + 1}\n0000000000 65535 f \n` +
      offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size ${this.objects.length + 1} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${at}\n%%EOF\n`;
    return Buffer.concat([header, ...this.objects, Buffer.from(xref, 'latin1')]);
  }
}

/** Adds the font objects for an embedded TrueType font; answers the Type0 font's number. */
function embedFont(writer: PdfWriter, font: TrueTypeFont, used: ReadonlySet<number>, charOf: ReadonlyMap<number, number>): number {
  const scale = 1000 / font.unitsPerEm;
  const name = 'RKDOCS+DocumentSans';
  const file = font.subset(used);
  const fontFile = writer.stream(`/Length1 ${file.length}`, file);
  const [x0, y0, x1, y1] = font.bbox.map((value) => Math.round(value * scale));
  const descriptor = writer.add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [${x0} ${y0} ${x1} ${y1}] /ItalicAngle 0 ` +
      `/Ascent ${Math.round(font.ascender * scale)} /Descent ${Math.round(font.descender * scale)} /CapHeight ${Math.round(font.ascender * scale * 0.9)} ` +
      `/StemV 80 /FontFile2 ${fontFile} 0 R >>`,
  );
  const glyphs = [...used].sort((a, b) => a - b);
  const widths = glyphs.map((glyph) => `${glyph} [${Math.round(font.advanceOf(glyph) * scale)}]`).join(' ');
  const cidFont = writer.add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${descriptor} 0 R /W [${widths}] /DW 500 /CIDToGIDMap /Identity >>`,
  );
  const mappings = glyphs.map((glyph) => `<${hex4(glyph)}> <${hex4(charOf.get(glyph) ?? 0xfffd)}>`);
  const chunks: string[] = [];
  for (let start = 0; start < mappings.length; start += 100) {
    const chunk = mappings.slice(start, start + 100);
    chunks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  const toUnicode = writer.stream(
    '',
    Buffer.from(
      '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
        '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
        '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n' +
        `${chunks.join('\n')}\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`,
      'latin1',
    ),
  );
  return writer.add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  );
}

/** Builds the PDF of `document`, set in `font` (or Helvetica with transliteration when null). */
export function buildPdf(document: PdfDocument, font: TrueTypeFont | null): Uint8Array {
  const writer = new PdfWriter();
  const used = new Set<number>();
  const charOf = new Map<number, number>();
  let face: Typeface;
  if (font !== null) {
    const glyphOf = (char: string) => {
      const code = char.codePointAt(0) ?? 0x3f;
      const glyph = font.glyphOf(code) || font.glyphOf(0x3f);
      used.add(glyph);
      if (!charOf.has(glyph)) charOf.set(glyph, code);
      return glyph;
    };
    face = {
      width: (text, size) => [...text].reduce((sum, char) => sum + font.advanceOf(font.glyphOf(char.codePointAt(0) ?? 0x3f)), 0) * (size / font.unitsPerEm),
      encode: (text) => `<${[...text].map((char) => hex4(glyphOf(char))).join('')}>`,
    };
  } else {
    face = {
      width: (text, size) => transliterate(text).length * size * 0.5,
      encode: (text) => `(${transliterate(text).replace(/[\\()]/g, (char) => `\\${char}`)})`,
    };
  }

  const pagesId = writer.reserve();
  const pages = layout(document, face);
  const contents = pages.map((lines) => pageContent(lines, face));
  const fontId =
    font === null
      ? writer.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
      : embedFont(writer, font, used, charOf);
  const pageIds = contents.map((content) => {
    const stream = writer.stream('', Buffer.from(content, 'latin1'));
    return writer.add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  writer.set(pagesId, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  const root = writer.add(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  const info = writer.add(`<< /Title ${pdfTextString(document.title)} /Producer (racekit demo seed) >>`);
  return writer.finish(root, info);
}
