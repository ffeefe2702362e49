import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: ReactNode;
  /** The validation message (translated); the field is marked invalid while it is set. */
  error?: string | undefined;
  /** Marks the field invalid without a message (e.g. the login form's wrong field, focused and marked). */
  invalid?: boolean | undefined;
  hint?: ReactNode;
  id?: string;
}

/** A labelled text input with its error wired to `aria-invalid` and `aria-describedby`; the ref is the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, invalid, hint, id, required, className, type = 'text', ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} invalid={invalid} hint={hint} id={id} required={required} className={className}>
      {(control) => <input ref={ref} type={type} className="rk-input" required={required} {...control} {...input} />}
    </FieldFrame>
  );
});
