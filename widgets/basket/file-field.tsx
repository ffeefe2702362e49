import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../sdk/contract/files.ts';
import type { UploadedFile } from '../../sdk/contract/schemas/uploaded-file.ts';
import type { FormMessage } from '../../sdk/forms/form-message.ts';
import { validateDocumentFile } from '../../sdk/forms/upload-file.ts';
import { classNames } from '../../sdk/ui/class-names.ts';
import { Spinner } from '../../sdk/ui/spinner.tsx';
import { useBasketActions } from './basket-context.ts';
import { base64Of, uploadTypeOf } from '../../sdk/contract/file-upload-body.ts';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';

export interface FileFieldProps {
  readonly label: string;
  /** The name of the file uploaded already. */
  readonly fileName: string | undefined;
  readonly onUploaded: (file: UploadedFile) => void;
  /** The form's message for this field ('Выберите файл'). */
  readonly error: FormMessage | undefined;
  readonly onTouched: () => void;
}

/**
 * A participant document (cluster document, licence): checked by sdk/forms before it is sent
 * (pdf, jpeg, png, jpg; at most 4 MB: 'Неподдерживаемый формат', 'Размер файла больше
 * допустимого!'), then uploaded (POST /api/files/upload); the line keeps its id and name.
 */
export function FileField({ label, fileName, onUploaded, error, onTouched }: FileFieldProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { reportError } = useBasketActions();
  const id = `rk-file${useId()}`;
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadedName, setUploadedName] = useState<string | undefined>(undefined);

  const pick = async (file: File | undefined) => {
    onTouched();
    const invalid = validateDocumentFile(file === undefined ? null : { name: file.name, size: file.size, type: file.type });
    setProblem(invalid);
    const type = file === undefined ? undefined : uploadTypeOf(file);
    if (invalid !== null || file === undefined || type === undefined) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile({ name: file.name, type, data: await base64Of(file) });
      setUploadedName(uploaded.name);
      onUploaded(uploaded);
    } catch (failure) {
      reportError(failure);
    } finally {
      setUploading(false);
    }
  };

  const message = problem ?? error;
  const shownName = uploadedName ?? fileName;
  const messageId = `${id}-error`;
  return (
    <div className={classNames('rk-field', 'file', message !== undefined && 'is-invalid')}>
      <span className="rk-field__label" id={`${id}-label`}>
        {label}
      </span>
      <input
        id={id}
        type="file"
        className="file__input rk-visually-hidden"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        aria-labelledby={`${id}-label ${id}-button`}
        aria-invalid={message !== undefined || undefined}
        aria-describedby={message === undefined ? undefined : messageId}
        disabled={uploading}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <label htmlFor={id} className="file__button" id={`${id}-button`}>
        {t('basket.item.chooseFile')}
      </label>
      {uploading && <Spinner size="sm" label={t('basket.item.uploading')} />}
      {shownName !== undefined && shownName !== '' && !uploading && (
        <p className="file__name">{t('basket.item.fileUploaded', { name: shownName })}</p>
      )}
      {message !== undefined && (
        <p className="rk-field__error" id={messageId} role="alert">
          {text(message)}
        </p>
      )}
    </div>
  );
}
