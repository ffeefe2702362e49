import { existsSync, readFileSync } from 'node:fs';
import { parseTrueType, type TrueTypeFont } from './truetype-subset.ts';

/**
 * Where a TrueType font with Cyrillic usually is on Debian (fonts-liberation comes with
 * Chromium, fonts-dejavu-core with fontconfig). RACEKIT_PDF_FONT names another file.
 */
const candidates = [
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
];

/** The font documents are set in, or null when the machine has none (Helvetica fallback). */
export function findDocumentFont(): TrueTypeFont | null {
  const configured = process.env['RACEKIT_PDF_FONT'];
  for (const path of configured === undefined || configured === '' ? candidates : [configured, ...candidates]) {
    if (!existsSync(path)) continue;
    try {
      return parseTrueType(readFileSync(path));
    } catch (error) {
      console.warn(`racekit: cannot use ${path} for documents: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.warn('racekit: no TrueType font with Cyrillic found; documents fall back to transliterated Helvetica');
  return null;
}
