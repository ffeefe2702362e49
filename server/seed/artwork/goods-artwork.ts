/**
 * Pictures of goods and of the other catalogue blocks: flat product silhouettes, shop
 * banners, club badges, news covers and seating plans.
 */
import { escapeXml, svgDocument, textLines, wrapWords, type Palette } from './svg.ts';

export type GoodsShape =
  | 'tshirt'
  | 'longsleeve'
  | 'hoodie'
  | 'cap'
  | 'bottle'
  | 'buff'
  | 'backpack'
  | 'socks'
  | 'gloves'
  | 'medal'
  | 'certificate';

const silhouettes: Record<GoodsShape, (palette: Palette) => string> = {
  tshirt: (p) =>
    `<path d="M210 120 L150 140 L80 210 L130 270 L170 240 L170 480 L430 480 L430 240 L470 270 L520 210 L450 140 L390 120 Q300 180 210 120 Z" fill="${p.shape}"/>`,
  longsleeve: (p) =>
    `<path d="M210 120 L150 140 L90 300 L70 470 L125 475 L170 310 L170 480 L430 480 L430 310 L475 475 L530 470 L510 300 L450 140 L390 120 Q300 180 210 120 Z" fill="${p.shape}"/>`,
  hoodie: (p) =>
    `<path d="M230 130 Q300 40 370 130 L450 150 L510 300 L530 470 L475 475 L430 320 L430 490 L170 490 L170 320 L125 475 L70 470 L90 300 L150 150 Z" fill="${p.shape}"/>` +
    `<rect x="230" y="370" width="140" height="70" rx="12" fill="${p.base}" opacity="0.5"/>`,
  cap: (p) =>
    `<path d="M140 360 Q150 190 300 180 Q450 190 460 360 Z" fill="${p.shape}"/><path d="M120 360 L520 360 Q560 380 520 400 L120 400 Z" fill="${p.accent}"/>`,
  bottle: (p) =>
    `<rect x="255" y="90" width="90" height="50" rx="10" fill="${p.accent}"/><path d="M230 150 L370 150 L390 200 L390 500 Q390 520 370 520 L230 520 Q210 520 210 500 L210 200 Z" fill="${p.shape}"/>`,
  buff: (p) =>
    `<path d="M180 130 L420 130 Q440 300 420 470 L180 470 Q160 300 180 130 Z" fill="${p.shape}"/>` +
    `<path d="M180 220 L420 260 M180 300 L420 340 M180 380 L420 420" stroke="${p.accent}" stroke-width="18"/>`,
  backpack: (p) =>
    `<path d="M230 130 Q300 70 370 130" fill="none" stroke="${p.shape}" stroke-width="24"/><rect x="170" y="130" width="260" height="360" rx="60" fill="${p.shape}"/><rect x="215" y="330" width="170" height="110" rx="20" fill="${p.accent}"/>`,
  socks: (p) =>
    `<path d="M200 110 L290 110 L290 360 L380 420 Q420 450 390 490 L300 490 L200 420 Z" fill="${p.shape}"/><rect x="200" y="110" width="90" height="50" fill="${p.accent}"/>`,
  gloves: (p) =>
    `<path d="M210 480 L210 250 L230 160 L260 160 L260 250 L270 130 L300 130 L300 250 L310 140 L340 140 L340 250 L350 170 L380 170 L380 300 L420 260 L440 280 L390 400 L390 480 Z" fill="${p.shape}"/>`,
  medal: (p) =>
    `<path d="M230 80 L300 280 L370 80" fill="none" stroke="${p.accent}" stroke-width="40"/><circle cx="300" cy="380" r="120" fill="${p.shape}"/><circle cx="300" cy="380" r="80" fill="none" stroke="${p.accent}" stroke-width="14"/>`,
  certificate: (p) =>
    `<rect x="80" y="160" width="440" height="280" rx="24" fill="${p.shape}"/><rect x="110" y="190" width="380" height="220" rx="14" fill="none" stroke="${p.accent}" stroke-width="8"/>`,
};

/** A product picture (600×600): the silhouette of the good and a label. */
export function goodsArtwork(shape: GoodsShape, label: string, palette: Palette): string {
  const lines = wrapWords(label.toUpperCase(), 16, 2);
  return svgDocument(
    600,
    600,
    label,
    `<rect width="600" height="600" fill="${palette.base}"/>` +
      `<circle cx="300" cy="300" r="250" fill="${palette.ink}" opacity="0.08"/>` +
      silhouettes[shape](palette) +
      textLines(lines, 300, shape === 'certificate' ? 320 : 560 - (lines.length - 1) * 30, shape === 'certificate' ? 40 : 30, palette.ink, 'middle'),
  );
}

/** A shop banner of the basket carousel (800×500). */
export function shopBannerArtwork(title: string, shape: GoodsShape, palette: Palette): string {
  return svgDocument(
    800,
    500,
    title,
    `<rect width="800" height="500" fill="${palette.base}"/>` +
      `<polygon points="420,0 800,0 800,500 300,500" fill="${palette.accent}" opacity="0.35"/>` +
      `<g transform="translate(380 -20) scale(0.85)">${silhouettes[shape](palette)}</g>` +
      textLines(wrapWords(title.toUpperCase(), 14, 3), 40, 120, 46, palette.ink),
  );
}

/**
 * A club badge (400×400): a round badge with the club's initials — the first letter of each word,
 * quotes, dashes and signs skipped (Беговой клуб «Набережная» → БКН, Трейл-клуб «Высота» → ТКВ).
 */
export function clubArtwork(title: string, palette: Palette): string {
  const initials = title
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return svgDocument(
    400,
    400,
    title,
    `<rect width="400" height="400" fill="${palette.base}"/>` +
      `<circle cx="200" cy="200" r="150" fill="${palette.shape}" stroke="${palette.accent}" stroke-width="14"/>` +
      `<path d="M90 260 L200 120 L310 260" fill="none" stroke="${palette.accent}" stroke-width="10" opacity="0.6"/>` +
      textLines([initials], 200, 235, 96, palette.ink, 'middle'),
  );
}

/** A news cover (1200×630): stripes and the headline. */
export function newsArtwork(title: string, palette: Palette): string {
  return svgDocument(
    1200,
    630,
    title,
    `<rect width="1200" height="630" fill="${palette.base}"/>` +
      `<polygon points="0,630 1200,260 1200,630" fill="${palette.shape}"/>` +
      `<rect x="60" y="60" width="120" height="16" fill="${palette.accent}"/>` +
      textLines(wrapWords(title, 26, 4), 60, 170, 64, palette.ink),
  );
}

/** A seating plan (1000×700): the stage and the sectors as blocks with their names. */
export function spaceMapArtwork(title: string, sectors: readonly string[], palette: Palette): string {
  const blocks = sectors
    .map((sector, index) => {
      const width = Math.floor(880 / sectors.length) - 20;
      const x = 60 + index * (width + 20);
      return (
        `<rect x="${x}" y="300" width="${width}" height="320" rx="18" fill="${palette.shape}"/>` +
        `<text x="${x + width / 2}" y="470" font-family="Arial, sans-serif" font-weight="700" font-size="40" ` +
        `fill="${palette.ink}" text-anchor="middle">${escapeXml(sector)}</text>`
      );
    })
    .join('');
  return svgDocument(
    1000,
    700,
    title,
    `<rect width="1000" height="700" fill="${palette.base}"/>` +
      `<rect x="260" y="60" width="480" height="140" rx="20" fill="${palette.accent}"/>` +
      textLines(['ФИНИШ'], 500, 150, 56, palette.base, 'middle') +
      blocks,
  );
}
