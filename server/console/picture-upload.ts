/**
 * What an organiser's picture upload must be (sdk/contract/console/pictures.ts): base64 that
 * decodes to at most 5 MB of jpeg, png or webp, whose bytes ARE that type — its signature at
 * the start and the type's own end (a JPEG's end-of-image marker, a PNG's IEND chunk, a RIFF
 * length that matches the file), so a renamed or truncated file, or a script with an image's
 * first bytes, is refused with a 400 naming `data`.
 */
import { PICTURE_MAX_BYTES, type PictureType } from '../../sdk/contract/console/index.ts';
import { badRequest } from '../http/http-error.ts';

const ascii = (bytes: Uint8Array, from: number, length: number): string => Buffer.from(bytes.subarray(from, from + length)).toString('latin1');
const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean => prefix.every((byte, index) => bytes[index] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// an empty IEND chunk: length 0, type, CRC
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** The picture type the bytes are, by their structure, or null. */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, PNG_SIGNATURE) && ascii(bytes, 12, 4) === 'IHDR' && startsWith(bytes.subarray(bytes.length - PNG_END.length), PNG_END)) {
    return 'image/png';
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    // some writers pad after the end-of-image marker: look at the last bytes that are not padding
    let end = bytes.length;
    while (end > 4 && (bytes[end - 1] === 0x00 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end -= 1;
    return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9 ? 'image/jpeg' : null;
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP' && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4))) {
    const riffLength = Buffer.from(bytes.subarray(4, 8)).readUInt32LE(0);
    return riffLength + 8 === bytes.length ? 'image/webp' : null;
  }
  return null;
}

/** The decoded bytes of an upload of `type`, or a 400 naming `data` that says what is wrong. */
export function checkedPicture(data: string, type: PictureType): Uint8Array {
  const text = data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) throw badRequest('server.console.pictureNotBase64', { field: 'data' });
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (bytes.length === 0) throw badRequest('forms.chooseFile', { field: 'data' });
  if (bytes.length > PICTURE_MAX_BYTES) throw badRequest('server.console.pictureTooLarge', { field: 'data' });
  const actual = pictureTypeOf(bytes);
  if (actual !== type) throw badRequest({ key: 'server.console.pictureNotType', values: { type: type.replace('image/', '').toUpperCase() } }, { field: 'data' });
  return bytes;
}

/** The file extension of a stored picture of `type`. */
export const pictureExtension: Readonly<Record<PictureType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The public address of the stored picture `name` (the seeded pictures' too). */
export const pictureUrlOf = (name: string): string => `/api/files/picture/${name}`;
