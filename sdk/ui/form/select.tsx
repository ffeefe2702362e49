import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../field-frame.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children' | 'aria-invalid' | 'aria-describedby'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, unselectable choice shown while the value is '' (e.g. 'Выберите способ доставки'). */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
}

/**
 * The one select of the forms (and of the filters): a labelled native select, the platform's own
 * list on phones, styled like the other fields; its message and required mark as FieldFrame shows them.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hint, id, required, className, ...select },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} required={required} className={className}>
      {(control) => (
        <div className="rk-select">
          <select ref={ref} className="rk-input rk-select__control" required={required} {...control} {...select}>
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg className="rk-select__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
      )}
    </FieldFrame>
  );
});
