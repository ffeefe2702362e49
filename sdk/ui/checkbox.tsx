import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from './class-names.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'aria-invalid' | 'aria-describedby'> {
  /** The label; may hold links (a consent with its document). */
  children: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label beside it and an optional error under it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, error, className, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `rk-checkbox${generated}`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== '';
  return (
    <div className={classNames('rk-check', invalid && 'is-invalid', className)}>
      <label className="rk-check__row" htmlFor={inputId}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="rk-check__input"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          {...input}
        />
        <span className="rk-check__box" aria-hidden="true">
          <svg viewBox="0 0 16 16" focusable="false">
            <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <span className="rk-check__label">{children}</span>
      </label>
      {invalid && (
        <p className="rk-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
