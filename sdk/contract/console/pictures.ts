/**
 * Pictures an organiser uploads for the catalogue (issue 25 §2: goods, certificates, insurance
 * logos, events, news, banners). POST /api/console/pictures takes `{ name, type, data }` with the
 * bytes in base64 — jpeg, png or webp, at most {@link PICTURE_MAX_BYTES} decoded — and checks the
 * bytes themselves (the type's signature at the start and its end marker), not the type the
 * request claims. The picture is stored with the catalogue's own pictures and served publicly at
 * the `url` it answers (`/api/files/picture/up-….png`, cached for a year: a name never changes
 * its bytes), which is what a record's picture field takes. GET lists the stored pictures
 * (uploaded and seeded) to pick one again.
 */
import { enums, integer, nullable, object, optional, size, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { Page, PageQueryFields } from './paging.ts';

/** The picture types an organiser may upload. */
export const PictureType = enums(['image/jpeg', 'image/png', 'image/webp']);
export type PictureType = Infer<typeof PictureType>;

/** 5 MB: a product photo or a banner at full width, never a camera's raw file. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The base64 text of {@link PICTURE_MAX_BYTES} (and a little slack for a `data:` prefix and line breaks). */
const PICTURE_MAX_BASE64 = Math.ceil(PICTURE_MAX_BYTES / 3) * 4 + 1024;

/** The body of POST /api/console/pictures; `data` is base64, with or without a `data:` prefix. */
export const PictureUpload = object({
  name: limitedText(TEXT_MAX.fileName),
  type: PictureType,
  data: size(string(), 1, PICTURE_MAX_BASE64),
});
export type PictureUpload = Infer<typeof PictureUpload>;

/** A stored picture: `url` is what a record's picture field takes. */
export const ConsolePicture = type({
  name: string(),
  url: string(),
  content_type: string(),
  /** Bytes (an SVG's characters). */
  size: integer(),
  /** The uploaded file's own name (null for a seeded picture). */
  original_name: nullable(string()),
  created_at: string(),
});
export type ConsolePicture = Infer<typeof ConsolePicture>;

/** `q` searches the stored name and the uploaded file's name; `uploaded` narrows to uploads. */
export const PicturesQuery = object({ ...PageQueryFields, uploaded: optional(enums(['true', 'false'])) });

export const consolePictureCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/pictures',
    role: 'organiser',
    summary: 'Stored pictures (uploaded and seeded), newest first, paged on the server.',
    query: PicturesQuery,
    response: Page(ConsolePicture),
  }),
  upload: defineCall({
    method: 'POST',
    path: '/api/console/pictures',
    role: 'organiser',
    summary: 'Uploads a picture (jpeg, png, webp; 5 MB; checked by its bytes); answers its public URL.',
    body: PictureUpload,
    response: ConsolePicture,
  }),
};

export const listConsolePictures = (query: Infer<typeof PicturesQuery>) => invoke(consolePictureCalls.list, { query });
export const uploadConsolePicture = (body: PictureUpload) => invoke(consolePictureCalls.upload, { body });
