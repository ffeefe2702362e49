import type { FileUpload, UploadType } from './schemas/uploaded-file.ts';

/**
 * The body of POST /api/files/upload from a picked file: its upload type and its bytes in
 * base64. A browser may give `image/jpg`, or no type at all (then the extension decides).
 */

const byExtension: Readonly<Record<string, UploadType>> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
const byMime: Readonly<Record<string, UploadType>> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/png': 'image/png',
};
const allTypes: readonly UploadType[] = ['application/pdf', 'image/jpeg', 'image/png'];

/** The upload type of a file (by its MIME type, else by its extension when it has no type), if it is one of `accepted`. */
export function uploadTypeOf(file: { readonly name: string; readonly type: string }, accepted: readonly UploadType[] = allTypes): UploadType | undefined {
  const mime = file.type.trim().toLowerCase();
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const type = mime === '' ? byExtension[extension] : byMime[mime];
  return type !== undefined && accepted.includes(type) ? type : undefined;
}

/** The bytes of a file in base64 (the upload body's `data`). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let at = 0; at < bytes.length; at += chunk) binary += String.fromCharCode(...bytes.subarray(at, at + chunk));
  return btoa(binary);
}

/** The upload body of `file`, or undefined when its type is not one of `accepted`. */
export async function fileUploadBody(file: Blob & { readonly name: string }, accepted: readonly UploadType[] = allTypes): Promise<FileUpload | undefined> {
  const type = uploadTypeOf(file, accepted);
  return type === undefined ? undefined : { name: file.name, type, data: await base64Of(file) };
}
