/** The body of POST /api/files/upload from a picked file (sdk/contract/file-upload-body.ts). */
import { describe, expect, it } from 'vitest';
import { base64Of, fileUploadBody, uploadTypeOf } from '../../sdk/contract/index.ts';
import { FileUpload } from '../../sdk/contract/schemas/index.ts';
import { create } from 'superstruct';

describe('uploadTypeOf', () => {
  it.each([
    ['a pdf', { name: 'справка.pdf', type: 'application/pdf' }, 'application/pdf'],
    ['image/jpg, as some browsers say', { name: 'photo.jpg', type: 'image/jpg' }, 'image/jpeg'],
    ['a JPEG in capitals', { name: 'PHOTO.JPEG', type: 'IMAGE/JPEG' }, 'image/jpeg'],
    ['a png without a type: by its extension', { name: 'scan.PNG', type: '' }, 'image/png'],
    ['a .jpeg without a type', { name: 'a.b.jpeg', type: '' }, 'image/jpeg'],
    ['a Word file', { name: 'form.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, undefined],
    ['a pdf named as a picture but typed otherwise', { name: 'x.png', type: 'text/plain' }, undefined],
    ['no extension, no type', { name: 'README', type: '' }, undefined],
  ])('%s → %s', (_case, file, type) => {
    expect(uploadTypeOf(file)).toBe(type);
  });

  it('keeps to the accepted types (a club result proof is a picture)', () => {
    expect(uploadTypeOf({ name: 'proof.pdf', type: 'application/pdf' }, ['image/jpeg', 'image/png'])).toBeUndefined();
    expect(uploadTypeOf({ name: 'proof.png', type: 'image/png' }, ['image/jpeg', 'image/png'])).toBe('image/png');
  });
});

describe('base64Of and fileUploadBody', () => {
  it('reads the bytes as base64, large files too', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => index % 251);
    expect(await base64Of(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
    expect(await base64Of(new Blob([]))).toBe('');
  });

  it('answers the call’s body, valid for its schema, or nothing for a type it does not take', async () => {
    const pdf = new File(['%PDF-1.7'], 'справка.pdf', { type: 'application/pdf' });
    const body = await fileUploadBody(pdf);
    expect(body).toEqual({ name: 'справка.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.7').toString('base64') });
    expect(() => create(body, FileUpload)).not.toThrow();
    expect(await fileUploadBody(pdf, ['image/png'])).toBeUndefined();
  });
});
