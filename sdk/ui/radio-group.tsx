import { useId, type ReactNode } from 'react';
import { classNames } from './class-names.ts';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  label: ReactNode;
  options: readonly RadioOption<V>[];
  /** The chosen value; `undefined` while nothing is chosen. */
  value: V | undefined;
  onChange: (value: V) => void;
  name?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** Called when focus leaves the group (not when it moves between its options). */
  onBlur?: (() => void) | undefined;
  /** Options side by side (gender) rather than stacked. */
  inline?: boolean;
  className?: string;
}

/**
 * A group of native radios in a labelled `radiogroup`: arrow keys move between options as the
 * platform does, and the error is announced and linked to the group.
 */
export function RadioGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  name,
  error,
  required,
  inline = false,
  className,
  onBlur,
}: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? `rk-radio${generated}`;
  const legendId = `${groupName}-legend`;
  const errorId = `${groupName}-error`;
  const invalid = error !== undefined && error !== '';
  return (
    <fieldset
      className={classNames('rk-radio-group', inline && 'rk-radio-group--inline', invalid && 'is-invalid', className)}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      aria-required={required === true || undefined}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) onBlur?.();
      }}
    >
      <legend className="rk-field__label" id={legendId}>
        {label}
        {required === true && (
          <span className="rk-field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="rk-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="rk-radio">
            <input
              type="radio"
              className="rk-radio__input"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className="rk-radio__dot" aria-hidden="true" />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {invalid && (
        <p className="rk-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
