import type { UploadType } from '../../sdk/contract/schemas/uploaded-file.ts';

/** The MIME type the upload call takes for a proof picture (image/jpg and a bare .jpg become image/jpeg). */
export function imageUploadType(file: { name: string; type: string }): UploadType | undefined {
  const type = file.type.trim().toLowerCase();
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (type === 'image/png' || (type === '' && extension === 'png')) return 'image/png';
  if (type === 'image/jpeg' || type === 'image/jpg' || (type === '' && (extension === 'jpg' || extension === 'jpeg'))) return 'image/jpeg';
  return undefined;
}

/** The bytes of a file in base64 (the upload body's `data`). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let at = 0; at < bytes.length; at += chunk) binary += String.fromCharCode(...bytes.subarray(at, at + chunk));
  return btoa(binary);
}
