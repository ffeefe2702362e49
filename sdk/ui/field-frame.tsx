import { useId, type ReactNode } from 'react';
import { classNames } from './class-names.ts';

/** What a field's control must carry so that its label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** The message under the field (already translated); sets `aria-invalid`. */
  error?: string | undefined;
  /** Marks the field invalid without a message (account.md §5 "Login": focused and marked). */
  invalid?: boolean | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  /** An id for the control; generated when absent. */
  id?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label above, control, hint and error below: the frame of TextField, MaskedField and Select.
 * The error is linked with `aria-describedby` and announced (`role="alert"`) when it appears.
 */
export function FieldFrame({ label, error, hint, required, id, className, invalid: marked = false, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? `rk-field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== '';
  const invalid = hasError || marked;
  const describedBy = [hasError ? errorId : undefined, hint === undefined ? undefined : hintId].filter((part) => part !== undefined);
  return (
    <div className={classNames('rk-field', invalid && 'is-invalid', className)}>
      <label className="rk-field__label" htmlFor={controlId}>
        {label}
        {required === true && (
          <span className="rk-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        'aria-required': required === true || undefined,
      })}
      {hint !== undefined && (
        <p className="rk-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {hasError && (
        <p className="rk-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
