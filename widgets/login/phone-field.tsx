import { forwardRef, lazy, Suspense, type ReactNode } from 'react';
import { phoneMasks } from '../../sdk/forms/phone.ts';
import { Spinner } from '../../sdk/ui/spinner.tsx';

// react-imask is about 20 KB: it loads when the SMS form first shows, not with the login form.
const MaskedField = lazy(() => import('../../sdk/ui/masked-field.tsx').then((module) => ({ default: module.MaskedField })));

export interface PhoneFieldProps {
  label: ReactNode;
  /** The masked text as shown (`+7 (912) 345-67-89`). */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The phone of SMS sign-in and registration: the RU mask (account.md §2, §9), loaded lazily; the ref is the input. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField({ label, value, onChange, error, disabled }, ref) {
  return (
    <Suspense
      fallback={
        <div className="rk-field login__pending-field">
          <span className="rk-field__label">{label}</span>
          <span className="rk-input login__pending-input">
            <Spinner size="sm" />
          </span>
        </div>
      }
    >
      <MaskedField
        ref={ref}
        label={label}
        mask={phoneMasks.RU}
        value={value}
        onChange={(masked) => onChange(masked)}
        error={error}
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 (___) ___-__-__"
        required
        {...(disabled === undefined ? {} : { disabled })}
      />
    </Suspense>
  );
});
