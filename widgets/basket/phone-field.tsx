import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneCountries, phoneCountryFor, phoneDigits, phoneMasks, type PhoneCountry } from '../../sdk/forms/phone.ts';
import { MaskedField } from '../../sdk/ui/masked-field.tsx';
import { formatPhone } from './format-phone.ts';

export interface PhoneFieldProps {
  readonly label: string;
  /** The phone as stored: digits only ('79123456789'). */
  readonly digits: string;
  readonly onChange: (digits: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | undefined;
  readonly required?: boolean;
}

/**
 * A phone in the country masks of sdk/forms (RU, KZ, BY, TJ): a country code list beside a
 * MaskedField in that country's mask, the country at first detected from the stored digits.
 * Choosing another country empties the number (its digits would not fit the new mask).
 */
export function PhoneField({ label, digits, onChange, onBlur, error, required }: PhoneFieldProps) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<PhoneCountry>(() => phoneCountryFor(digits));
  return (
    <div className="phone">
      <label className="phone__country">
        <span className="rk-visually-hidden">{t('basket.item.phoneCountry')}</span>
        <select
          className="rk-input phone__country-select"
          value={country}
          onChange={(event) => {
            const next = phoneCountries.find((code) => code === event.target.value);
            if (next === undefined) return;
            setCountry(next);
            onChange('');
          }}
        >
          {phoneCountries.map((code) => (
            <option key={code} value={code}>
              {t(`basket.item.phoneCountries.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <MaskedField
        label={label}
        mask={phoneMasks[country]}
        value={formatPhone(digits, country)}
        inputMode="tel"
        autoComplete="tel"
        required={required ?? false}
        error={error}
        onChange={(masked) => onChange(phoneDigits(masked))}
        {...(onBlur === undefined ? {} : { onBlur })}
      />
    </div>
  );
}
