import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { base64Of, uploadTypeOf } from '../../contract/file-upload-body.ts';
import { uploadFile } from '../../contract/files.ts';
import type { UploadedFile } from '../../contract/schemas/uploaded-file.ts';
import { useMessageText } from '../../elements/use-message-text.ts';
import type { FormMessage } from '../../forms/form-message.ts';
import { validateDocumentFile } from '../../forms/upload-file.ts';
import { ApiMessageError } from '../../http/api-errors.ts';
import { classNames } from '../class-names.ts';
import { Spinner } from '../spinner.tsx';
import { useFormStyles } from './use-form-styles.ts';

export interface UploadFieldProps {
  readonly label: string;
  /** The name of the file uploaded already, shown as 'Загружен файл: …'. */
  readonly fileName: string | undefined;
  /** Called with the server's answer once the chosen file is uploaded. */
  readonly onUploaded: (file: UploadedFile) => void;
  /** The form's message for the field ('Выберите файл'), translated; shown unless the file itself has one. */
  readonly error: string | undefined;
  readonly required?: boolean | undefined;
  /** Called once the visitor has been in the field (a file chosen, or the chooser closed). */
  readonly onTouched?: (() => void) | undefined;
  /** A failure that is not the server's message about the file (the network…); under the field otherwise. */
  readonly onFailure?: ((error: unknown) => void) | undefined;
}

/**
 * The one upload of the forms: a participant document (cluster document, licence) checked by
 * sdk/forms before it is sent (pdf, jpeg, png, jpg; at most 4 MB: 'Неподдерживаемый формат',
 * 'Размер файла больше допустимого!'), then POST /api/files/upload; the form keeps the answer's
 * id. A required upload shows its mark and, once left or on submit, 'Выберите файл'; the
 * server's refusal shows under the field.
 */
export function UploadField({ label, fileName, onUploaded, error, required = false, onTouched, onFailure }: UploadFieldProps) {
  useFormStyles();
  const { t } = useTranslation();
  const text = useMessageText();
  const id = `rk-upload${useId()}`;
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [uploadedName, setUploadedName] = useState<string | undefined>(undefined);

  const pick = async (file: File | undefined) => {
    onTouched?.();
    if (file === undefined) return;
    const type = uploadTypeOf(file);
    const invalid: FormMessage | null = validateDocumentFile({ name: file.name, size: file.size, type: file.type });
    if (invalid !== null || type === undefined) {
      setProblem(invalid === null ? t('forms.unsupportedFormat') : text(invalid));
      return;
    }
    setProblem(undefined);
    setUploading(true);
    try {
      const uploaded = await uploadFile({ name: file.name, type, data: await base64Of(file) });
      setUploadedName(uploaded.name);
      onUploaded(uploaded);
    } catch (failure) {
      if (failure instanceof ApiMessageError) setProblem(failure.serverMessage);
      else if (onFailure !== undefined) onFailure(failure);
      else setProblem(t('errors.generic'));
    } finally {
      setUploading(false);
    }
  };

  const message = problem ?? error;
  const shownName = uploadedName ?? fileName;
  const messageId = `${id}-error`;
  return (
    <div className={classNames('rk-field', 'rk-upload', message !== undefined && 'is-invalid')}>
      <span className="rk-field__label" id={`${id}-label`}>
        {label}
        {required && (
          <span className="rk-field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <input
        id={id}
        type="file"
        className="rk-upload__input rk-visually-hidden"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        aria-labelledby={`${id}-label ${id}-button`}
        aria-invalid={message !== undefined || undefined}
        aria-required={required || undefined}
        aria-describedby={message === undefined ? undefined : messageId}
        disabled={uploading}
        onChange={(event) => void pick(event.target.files?.[0])}
        onBlur={() => onTouched?.()}
      />
      <label htmlFor={id} className="rk-upload__button" id={`${id}-button`}>
        {t('formKit.chooseFile')}
      </label>
      {uploading && <Spinner size="sm" label={t('formKit.uploading')} />}
      {shownName !== undefined && shownName !== '' && !uploading && <p className="rk-upload__name">{t('formKit.fileUploaded', { name: shownName })}</p>}
      {message !== undefined && (
        <p className="rk-field__error" id={messageId} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
