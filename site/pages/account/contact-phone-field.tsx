import { phoneMasks } from '../../../sdk/forms/phone.ts';
import { MaskedField } from '../../../sdk/ui/masked-field.tsx';

export interface ContactPhoneFieldProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly disabled?: boolean;
}

/** A Russian phone in its mask, `+7 (999) 999-99-99` (account.md §5, §9); loaded lazily with react-imask. */
export function ContactPhoneField({ label, value, error, onChange, onBlur, disabled }: ContactPhoneFieldProps) {
  return (
    <MaskedField
      label={label}
      mask={phoneMasks.RU}
      value={value}
      error={error}
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
      required
      onChange={(masked) => onChange(masked)}
      {...(onBlur === undefined ? {} : { onBlur })}
      {...(disabled === undefined ? {} : { disabled })}
    />
  );
}
