import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../class-names.ts';
import { Spinner } from '../spinner.tsx';
import { useFormStyles } from './use-form-styles.ts';

export interface FilePickerProps {
  readonly label: string;
  /** The `accept` of the file input (extensions and types). */
  readonly accept: string;
  /** What to say about the file in hand ('Загружен файл: …'), translated; nothing when empty. */
  readonly fileText?: string | undefined;
  /** The message under the field, translated. */
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly required?: boolean | undefined;
  /** While a chosen file is being sent: the picker rests and says so with `busyLabel`. */
  readonly busy?: boolean | undefined;
  readonly busyLabel?: string | undefined;
  /** A `part` name for the button, so a host page can style it with `::part()`. */
  readonly part?: string | undefined;
  /** The input itself, to focus it or to empty it. */
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  /** Called with the chosen file (undefined when the chooser was closed without one). */
  readonly onPick: (file: File | undefined) => void;
  readonly onBlur?: (() => void) | undefined;
}

/**
 * The kit's file chooser: the browser's file input stays hidden (its own button speaks the
 * browser's language — «Choose File» on a Russian page), and the kit's button ('Выбрать файл')
 * opens it; the input keeps the focus ring, the label, `aria-required`, `aria-invalid` and the
 * message. What to do with the file is the caller's: UploadField sends it at once, the club
 * result form with the result.
 */
export function FilePicker({ label, accept, fileText, error, hint, required = false, busy = false, busyLabel, part, inputRef, onPick, onBlur }: FilePickerProps) {
  useFormStyles();
  const { t } = useTranslation();
  const id = `rk-upload${useId()}`;
  const messageId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error === undefined ? undefined : messageId, hint === undefined ? undefined : hintId].filter((each) => each !== undefined);
  return (
    <div className={classNames('rk-field', 'rk-upload', error !== undefined && 'is-invalid')}>
      <span className="rk-field__label" id={`${id}-label`}>
        {label}
        {required && (
          <span className="rk-field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="rk-upload__input rk-visually-hidden"
        accept={accept}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-invalid={error !== undefined || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy.length === 0 ? undefined : describedBy.join(' ')}
        disabled={busy}
        onChange={(event) => onPick(event.target.files?.[0])}
        onBlur={onBlur}
      />
      <label htmlFor={id} className="rk-upload__button" id={`${id}-button`} part={part}>
        {t('formKit.chooseFile')}
      </label>
      {busy && <Spinner size="sm" label={busyLabel ?? t('formKit.uploading')} />}
      {fileText !== undefined && fileText !== '' && !busy && <p className="rk-upload__name">{fileText}</p>}
      {hint !== undefined && (
        <p className="rk-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p className="rk-field__error" id={messageId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
