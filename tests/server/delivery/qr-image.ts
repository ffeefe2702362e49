/**
 * What a mailed QR image holds, read from its PNG bytes alone: the text (jsQR), the image size
 * and the error-correction level from the code's own format bits (ISO/IEC 18004 §7.9), so a
 * test checks the spec's "level L, size 200" (account.md §4, §9) without trusting the encoder.
 */
import jsQR from 'jsqr';
import { inflateSync } from 'node:zlib';

export interface QrImage {
  readonly text: string;
  readonly width: number;
  readonly height: number;
  readonly level: 'L' | 'M' | 'Q' | 'H';
}

interface Rgba {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

const channelsOf: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** An 8-bit, non-interlaced PNG (as qrcode writes) as RGBA pixels. */
function readPng(png: Buffer): Rgba {
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      channels = channelsOf[data[9] ?? -1] ?? 0;
      if (data[8] !== 8 || channels === 0 || data[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs are read');
    } else if (type === 'IDAT') compressed.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter] ?? 0;
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const px = pixels.subarray(i * channels, (i + 1) * channels);
    const [r, g, b] = channels >= 3 ? [px[0] ?? 0, px[1] ?? 0, px[2] ?? 0] : [px[0] ?? 0, px[0] ?? 0, px[0] ?? 0];
    data.set([r, g, b, channels === 4 ? (px[3] ?? 255) : channels === 2 ? (px[1] ?? 255) : 255], i * 4);
  }
  return { width, height, data };
}

const levels = ['M', 'L', 'H', 'Q'] as const;

/** The text, size and error-correction level of the QR code in a PNG. */
export function readQrImage(png: Buffer): QrImage {
  const image = readPng(png);
  const code = jsQR(image.data, image.width, image.height);
  if (code === null) throw new Error('no QR code in the image');
  // Module centres from the finder patterns' centres, which stand at module (3, 3) and (3, n - 4).
  const modules = 17 + 4 * code.version;
  const topLeft = code.location.topLeftFinderPattern;
  const step = (code.location.topRightFinderPattern.x - topLeft.x) / (modules - 7);
  const dark = (column: number, row: number) => {
    const x = Math.round(topLeft.x + (column - 3) * step);
    const y = Math.round(topLeft.y + (row - 3) * step);
    return (image.data[(y * image.width + x) * 4] ?? 255) < 128;
  };
  // The 15 format bits beside the top-left finder, most significant first, then unmasked.
  const cells: [number, number][] = [[0, 8], [1, 8], [2, 8], [3, 8], [4, 8], [5, 8], [7, 8], [8, 8], [8, 7], [8, 5], [8, 4], [8, 3], [8, 2], [8, 1], [8, 0]];
  const bits = cells.reduce((word, [column, row]) => (word << 1) | (dark(column, row) ? 1 : 0), 0) ^ 0x5412;
  const level = levels[(bits >> 13) & 0b11] ?? 'M';
  return { text: code.data, width: image.width, height: image.height, level };
}
