/**
 * Event pictures: bold geometric posters in the event's colours with its name — a wide
 * desktop banner, a tall mobile one, and a square logo emblem.
 */
import { escapeXml, randomFrom, svgDocument, textLines, wrapWords, type Palette } from './svg.ts';

/** Ridges and diagonal bands: the "terrain" of an obstacle race or a run. */
function terrain(width: number, height: number, palette: Palette, seed: string): string {
  const random = randomFrom(seed);
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${palette.base}"/>`];
  // diagonal bands
  for (let band = 0; band < 4; band += 1) {
    const x = Math.round(random() * width);
    const w = Math.round(width * (0.05 + random() * 0.12));
    parts.push(
      `<polygon points="${x},0 ${x + w},0 ${x + w - height * 0.6},${height} ${x - height * 0.6},${height}" ` +
        `fill="${palette.shape}" opacity="${(0.25 + random() * 0.35).toFixed(2)}"/>`,
    );
  }
  // a ridge of peaks along the bottom
  const peaks = 5 + Math.floor(random() * 4);
  const points: string[] = [`0,${height}`];
  for (let peak = 0; peak <= peaks; peak += 1) {
    const x = Math.round((peak / peaks) * width);
    const y = Math.round(height * (0.55 + random() * 0.3));
    points.push(`${x},${y}`);
  }
  points.push(`${width},${height}`);
  parts.push(`<polygon points="${points.join(' ')}" fill="${palette.shape}"/>`);
  // a sun disc and a few accent chevrons
  const r = Math.round(Math.min(width, height) * (0.1 + random() * 0.06));
  // wide pictures keep the sun right of the title, tall ones above it
  const wide = width > height;
  const cx = Math.round(width * (wide ? 0.8 + random() * 0.1 : 0.7 + random() * 0.1));
  const cy = Math.round(wide ? height * (0.25 + random() * 0.15) : r + 30 + random() * 40);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.accent}"/>`);
  for (let chevron = 0; chevron < 3; chevron += 1) {
    const x = Math.round(width * 0.06) + chevron * Math.round(r * 0.55);
    const y = Math.round(height * 0.12);
    const s = Math.round(r * 0.45);
    parts.push(
      `<polyline points="${x},${y} ${x + s},${y + s} ${x},${y + 2 * s}" fill="none" stroke="${palette.accent}" ` +
        `stroke-width="${Math.max(6, Math.round(s / 4))}" stroke-linejoin="miter"/>`,
    );
  }
  return parts.join('');
}

/** The wide home-page banner (1920×800). */
export function eventDesktopArtwork(title: string, subtitle: string, palette: Palette): string {
  const width = 1920;
  const height = 800;
  const lines = wrapWords(title.toUpperCase(), 18, 3);
  return svgDocument(
    width,
    height,
    title,
    terrain(width, height, palette, title) +
      textLines(lines, 120, 300, 110, palette.ink) +
      `<text x="124" y="${300 + lines.length * 121 + 20}" font-family="Arial, sans-serif" font-size="44" ` +
      `font-weight="700" fill="${palette.accent}">${escapeXml(subtitle)}</text>`,
  );
}

/** The tall mobile banner (750×1000). */
export function eventMobileArtwork(title: string, subtitle: string, palette: Palette): string {
  const width = 750;
  const height = 1000;
  const lines = wrapWords(title.toUpperCase(), 12, 4);
  return svgDocument(
    width,
    height,
    title,
    terrain(width, height, palette, `${title}/mobile`) +
      textLines(lines, 60, 400, 76, palette.ink) +
      `<text x="62" y="${400 + lines.length * 84 + 10}" font-family="Arial, sans-serif" font-size="34" ` +
      `font-weight="700" fill="${palette.accent}">${escapeXml(subtitle)}</text>`,
  );
}

/** A square emblem: a hexagon with the brand's initials (400×400). */
export function logoArtwork(name: string, palette: Palette): string {
  const initials = name
    .replace(/[«»"]/g, '')
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const hexagon = [0, 1, 2, 3, 4, 5]
    .map((corner) => {
      const angle = (Math.PI / 3) * corner - Math.PI / 2;
      return `${Math.round(200 + 180 * Math.cos(angle))},${Math.round(200 + 180 * Math.sin(angle))}`;
    })
    .join(' ');
  return svgDocument(
    400,
    400,
    name,
    `<polygon points="${hexagon}" fill="${palette.base}" stroke="${palette.accent}" stroke-width="16"/>` +
      `<polygon points="200,70 330,300 70,300" fill="${palette.shape}" opacity="0.55"/>` +
      textLines([initials], 200, 250, 130, palette.ink, 'middle'),
  );
}
