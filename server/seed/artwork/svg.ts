/**
 * Small helpers for the demo's generated SVG artwork: escaping, a deterministic random
 * source (the same seed draws the same picture), and the picture URL the API serves.
 */

/** The colours of one brand or event. */
export interface Palette {
  /** Background, the dominant colour. */
  readonly base: string;
  /** Large shapes over the background. */
  readonly shape: string;
  /** Small bold details and buttons. */
  readonly accent: string;
  /** Text over the background. */
  readonly ink: string;
}

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** A deterministic pseudo-random source (mulberry32) seeded from a text. */
export function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The path the API serves a seeded picture at. */
export const pictureUrl = (name: string): string => `/api/files/picture/${name}.svg`;

/** Wraps SVG content in a document of the given size. */
export function svgDocument(width: number, height: number, title: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${content}</svg>`
  );
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

/** Bold text lines, left-aligned at `x`, starting at baseline `y`. */
export function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle' = 'start',
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.1}" font-family="'Arial Black', 'Helvetica Neue', Arial, sans-serif" ` +
        `font-weight="900" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}
