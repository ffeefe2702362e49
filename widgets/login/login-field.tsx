import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../../sdk/ui/class-names.ts';
import { FieldFrame } from '../../sdk/ui/field-frame.tsx';

export interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: ReactNode;
  /** The message under the field. */
  error?: string | undefined;
  /** Marks the field invalid without a message (account.md §5 "Login": focused and marked). */
  marked?: boolean;
  hint?: ReactNode;
}

/**
 * TextField's look with one more state: `marked`, an invalid field that says nothing (the login
 * form marks and focuses the wrong field without a message). Composed from FieldFrame because
 * TextField sets `aria-invalid` only together with a message.
 */
export const LoginField = forwardRef<HTMLInputElement, LoginFieldProps>(function LoginField(
  { label, error, marked = false, hint, required, className, type = 'text', ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={classNames(marked && 'is-invalid', className)}>
      {(control) => (
        <input
          ref={ref}
          type={type}
          className="rk-input"
          required={required}
          {...control}
          aria-invalid={marked || control['aria-invalid']}
          {...input}
        />
      )}
    </FieldFrame>
  );
});
