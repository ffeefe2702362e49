import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../sdk/contract/files.ts';
import { type UploadType } from '../../sdk/contract/schemas/uploaded-file.ts';
import { validateDocumentFile } from '../../sdk/forms/upload-file.ts';
import { ApiMessageError } from '../../sdk/http/api-errors.ts';
import { FieldFrame } from '../../sdk/ui/field-frame.tsx';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';

/** A document uploaded for the form: its id goes into the registration. */
export interface UploadedDocument {
  id: string;
  name: string;
}

const extensionTypes: Readonly<Record<string, UploadType>> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** The upload type of a file: its MIME type, or its extension when the browser gives none. */
function uploadType(file: File): UploadType | undefined {
  const type = file.type.toLowerCase();
  if (type === 'application/pdf') return 'application/pdf';
  if (type === 'image/jpeg' || type === 'image/jpg') return 'image/jpeg';
  if (type === 'image/png') return 'image/png';
  return extensionTypes[file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase()];
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * A cluster document or licence of the participant form (purchase.md §5): checked by the sdk's
 * rule (pdf, jpeg, png, jpg; at most 4 MB), then POST /api/files/upload; the server's refusal
 * shows under the field.
 */
export function DocumentUpload({ label, uploaded, onUploaded, error }: { label: string; uploaded: UploadedDocument | undefined; onUploaded: (document: UploadedDocument | undefined) => void; error: string | undefined }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const hintId = useId();
  const [own, setOwn] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    onUploaded(undefined);
    if (file === undefined) return;
    const invalid = messageText(validateDocumentFile({ name: file.name, size: file.size, type: file.type }));
    const type = uploadType(file);
    if (invalid !== undefined || type === undefined) {
      setOwn(invalid ?? t('forms.unsupportedFormat'));
      return;
    }
    setOwn(undefined);
    setUploading(true);
    try {
      const answer = await uploadFile({ name: file.name, type, data: await base64Of(file) });
      onUploaded({ id: answer.public_id, name: answer.name });
    } catch (failure) {
      setOwn(failure instanceof ApiMessageError ? failure.serverMessage : t('errors.generic'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <FieldFrame label={label} error={own ?? error} required hint={uploading ? t('tickets.registration.uploading') : uploaded ? t('tickets.registration.fileChosen', { name: uploaded.name }) : undefined} id={`doc${hintId}`}>
      {(control) => <input {...control} type="file" className="rk-input registration-form__file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" onChange={(event) => void choose(event)} />}
    </FieldFrame>
  );
}
