import { enums, object, string, type, type Infer } from 'superstruct';
import { TEXT_MAX, limitedText } from './text-limits.ts';

/** The file types participant documents and licences may have (purchase.md §5). */
export const UploadType = enums(['application/pdf', 'image/jpeg', 'image/png']);
export type UploadType = Infer<typeof UploadType>;

/** The body of POST /api/files/upload: the file's name, type and bytes in base64 (at most 4 MB decoded). */
export const FileUpload = object({ name: limitedText(TEXT_MAX.fileName), type: UploadType, data: string() });
export type FileUpload = Infer<typeof FileUpload>;

/** An uploaded file: its id goes into `cluster.document`, `license_file` or a competition's `file`. */
export const UploadedFile = type({ public_id: string(), name: string() });
export type UploadedFile = Infer<typeof UploadedFile>;
