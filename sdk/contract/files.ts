/**
 * File upload (needed by the spec, not named by it): participant cluster documents, licences
 * and club result proofs. Decided: POST /api/files/upload with JSON `{ name, type, data }`
 * (`data` base64; pdf, jpeg or png; at most 4 MB decoded, else 400 'Размер файла больше
 * допустимого!') answers `{ public_id, name }`; the id goes into the form. auth 'optional':
 * guests fill participant forms in the basket. Uploaded files are never served back publicly.
 */
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { FileUpload, UploadedFile } from './schemas/uploaded-file.ts';

export const filesCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/api/files/upload',
    auth: 'optional',
    summary: 'Uploads a participant document or licence.',
    body: FileUpload,
    response: UploadedFile,
  }),
};

/** Uploads a file (`data` in base64); answers its public_id. */
export const uploadFile = (file: FileUpload) => invoke(filesCalls.upload, { body: file });
