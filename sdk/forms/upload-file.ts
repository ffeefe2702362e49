import { formMessage, type FormMessage } from './form-message.ts';

/**
 * Files as the validators see them: what a browser `File` and a server upload both have.
 * Never `File` itself, so the rules run on the server too.
 */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** Documents of the participant form (cluster, licence): 4 MB at most (purchase.md §5, §9). */
export const DOCUMENT_MAX_BYTES = 4 * 1024 * 1024;
/** pdf, jpeg, png, jpg. */
export const documentExtensions = ['pdf', 'jpeg', 'png', 'jpg'] as const;
const documentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/jpg'];

/** Pictures (profile, club results): 2097152 bytes at most (account.md §5, §9). */
export const IMAGE_MAX_BYTES = 2_097_152;
/** jpg, jpeg, png. */
export const imageExtensions = ['jpg', 'jpeg', 'png'] as const;
const imageTypes = ['image/jpeg', 'image/png', 'image/jpg'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A file is of an allowed kind when its MIME type or, if that is empty, its extension is. */
function allowed(file: UploadFile, types: readonly string[], extensions: readonly string[]): boolean {
  const type = file.type.trim().toLowerCase();
  return type === '' ? extensions.includes(extensionOf(file.name)) : types.includes(type);
}

/** A participant document: 'Выберите файл' if none, 'Неподдерживаемый формат', 'Размер файла больше допустимого!'. */
export function validateDocumentFile(file: UploadFile | null | undefined): FormMessage | null {
  if (file === null || file === undefined) return formMessage('chooseFile');
  if (!allowed(file, documentTypes, documentExtensions)) return formMessage('unsupportedFormat');
  if (file.size > DOCUMENT_MAX_BYTES) return formMessage('fileTooLarge');
  return null;
}

/** An image: 'Загрузите файл' if none, 'Неподдерживаемый формат', 'Размер изображения слишком большой'. */
export function validateImageFile(file: UploadFile | null | undefined): FormMessage | null {
  if (file === null || file === undefined) return formMessage('uploadFile');
  if (!allowed(file, imageTypes, imageExtensions)) return formMessage('unsupportedFormat');
  if (file.size > IMAGE_MAX_BYTES) return formMessage('imageTooLarge');
  return null;
}
