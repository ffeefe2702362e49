import { forwardRef, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { FieldFrame } from './field-frame.tsx';

export interface MaskedFieldProps {
  label: ReactNode;
  /**
   * An IMask pattern: `0` is a digit, `{7}` a fixed part of the value, other characters are
   * shown as typed, e.g. `+{7} (000) 000-00-00` or `00.00.0000`.
   */
  mask: string;
  /** The masked text as shown (`+7 (912) 345-67-89`). */
  value: string;
  /** Called on every accepted change with the masked text and the bare characters typed. */
  onChange: (value: string, unmasked: string) => void;
  /** Called when the mask is completely filled. */
  onComplete?: (value: string, unmasked: string) => void;
  error?: string | undefined;
  /** Marks the field invalid without a message. */
  invalid?: boolean | undefined;
  hint?: ReactNode;
  id?: string;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  /** Show the mask's placeholder characters before typing (`+7 (___) ___-__-__`). */
  showMask?: boolean;
}

/**
 * A labelled input that keeps its text in a mask (react-imask); the ref is the input, to focus
 * it. react-imask pulls every mask type (about 20 KB): widgets for partner pages load the forms
 * that use it lazily.
 */
export const MaskedField = forwardRef<HTMLInputElement, MaskedFieldProps>(function MaskedField(
  { label, mask, value, onChange, onComplete, error, invalid, hint, id, required, showMask = false, inputMode = 'numeric', ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} invalid={invalid} hint={hint} id={id} required={required}>
      {(control) => (
        <IMaskInput
          {...control}
          {...input}
          inputRef={ref}
          className="rk-input"
          mask={mask}
          lazy={!showMask}
          value={value}
          unmask={false}
          inputMode={inputMode}
          required={required}
          onAccept={(accepted: string, maskRef) => onChange(accepted, maskRef.unmaskedValue)}
          onComplete={(completed: string, maskRef) => onComplete?.(completed, maskRef.unmaskedValue)}
        />
      )}
    </FieldFrame>
  );
});
