import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../sdk/contract/files.ts';
import { base64Of, uploadTypeOf } from '../../sdk/contract/file-upload-body.ts';
import { validateDocumentFile } from '../../sdk/forms/upload-file.ts';
import { ApiMessageError } from '../../sdk/http/api-errors.ts';
import { FieldFrame } from '../../sdk/ui/field-frame.tsx';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';

/** A document uploaded for the form: its id goes into the registration. */
export interface UploadedDocument {
  id: string;
  name: string;
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
    const type = uploadTypeOf(file);
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
