import { forwardRef, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput, type IMask } from 'react-imask';
import { formatPhone, phoneCodeUndoubled, phoneFieldCountry, phoneFieldMask, phoneOtherMask, phonePlaceholder, phoneTextTyped } from '../../forms/phone-input.ts';
import { phoneCountries, phoneDigits, phoneMasks, readPhone, type PhoneCountry } from '../../forms/phone.ts';
import { FieldFrame } from '../field-frame.tsx';
import { useFormStyles } from './use-form-styles.ts';

export interface PhoneFieldProps {
  label: ReactNode;
  /** The phone as stored: its digits without the plus ('375291234567'); '' when empty. */
  value: string;
  /** Called with the digits on every change (typed, pasted, or the country chosen: then ''). */
  onChange: (digits: string) => void;
  /** The countries offered and read from the digits; the four of the masks by default. */
  countries?: readonly PhoneCountry[];
  /** The message under the field (translated). */
  error?: string | undefined;
  /** Marks the field invalid without a message. */
  invalid?: boolean | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  id?: string | undefined;
  name?: string | undefined;
  autoComplete?: string | undefined;
}

/** What the field last showed for the digits it reported: kept, so the mask is not reset under the caret. */
interface Shown {
  readonly digits: string;
  readonly text: string;
}

/**
 * The one phone field of every form (purchase.md §5, account.md §5, §9): a country list beside
 * an input in that country's mask — RU +7 (999) 999-99-99, KZ +7 (799) 999-99-99,
 * BY +375 99 999-99-99, TJ +992 9999 9-99-99 (react-imask, one dynamic mask). The digits decide
 * the mask at every keystroke and paste, as typed: +375… or 375… is Belarusian, 992… Tajik,
 * 77… Kazakh, 79… or a number typed without its code (9…) Russian, and a first 8 is Russia's
 * trunk prefix (8 999… is +7 999…); the list follows. A country chosen in the list empties the
 * number and is kept: the number is then typed without its code (sdk/forms phoneTextTyped). The value is the digits without the plus; the ref
 * is the input. Loads react-imask: import it lazily (sdk/ui/form/lazy-phone-field.tsx) where
 * the first paint must stay small.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, value, onChange, countries = phoneCountries, error, invalid, hint, required, disabled, onBlur, id, name, autoComplete = 'tel' },
  ref,
) {
  useFormStyles();
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PhoneCountry | undefined>(undefined);
  const shown = useRef<Shown | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // The mask reads these while it dispatches: refs, so its options stay the same objects.
  // `refused`: the number read at its start cannot be of these countries (it shows as written).
  const live = useRef({ chosen, countries, refused: false, mask: 'other' as PhoneCountry | 'other' });
  live.current = { ...live.current, chosen, countries };

  const countryKey = countries.join(',');
  const mask = useMemo(
    () => {
      const kinds = [...countries, 'other' as const];
      return {
        masks: kinds.map((kind) => ({ mask: kind === 'other' ? phoneOtherMask : phoneMasks[kind] })),
        // The characters taken (not the mask's own +7) name the country, as sdk/forms reads them.
        dispatch: (appended: string, masked: InstanceType<typeof IMask.MaskedDynamic>) => {
          const { chosen: picked, countries: allowed, refused } = live.current;
          const kind = phoneFieldMask(masked.rawInputValue + appended, picked, allowed, refused);
          live.current.mask = kind;
          return masked.compiledMasks[Math.max(0, kind === 'other' ? allowed.length : allowed.indexOf(kind))];
        },
        prepare: (text: string, masked: InstanceType<typeof IMask.Masked>) => {
          const { chosen: picked, countries: allowed } = live.current;
          const taken = phoneTextTyped(text, masked.rawInputValue, picked, allowed);
          // A whole number put at the start is read at once; refused, it stays as written.
          if (phoneDigits(masked.rawInputValue) === '' && !masked.rawInputValue.includes('+')) {
            live.current.refused = phoneDigits(text).length > 1 && readPhone(text, picked, allowed).country === undefined;
          }
          return taken;
        },
      };
    },
    // The list's content, not its identity, makes new masks (the mask reads the list through `live`).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content on purpose (see above).
    [countryKey],
  );

  const country = phoneFieldCountry(value, chosen, countries);
  const text = shown.current !== null && shown.current.digits === value ? shown.current.text : formatPhone(value, country);

  return (
    <FieldFrame label={label} error={error} invalid={invalid} hint={hint} id={id} required={required} className="rk-phone">
      {(control) => (
        <div className="rk-phone__row">
          <select
            className="rk-input rk-phone__country"
            aria-label={t('formKit.phoneCountry')}
            value={country}
            disabled={disabled}
            onChange={(event) => {
              const next = countries.find((code) => code === event.target.value);
              if (next === undefined) return;
              live.current = { ...live.current, chosen: next, refused: false };
              setChosen(next);
              shown.current = null;
              onChange('');
              input.current?.focus();
            }}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {t(`formKit.phoneCountries.${code}`)}
              </option>
            ))}
          </select>
          <IMaskInput
            {...control}
            inputRef={(element: HTMLInputElement | null) => {
              input.current = element;
              if (typeof ref === 'function') ref(element);
              else if (ref !== null) ref.current = element;
            }}
            className="rk-input rk-phone__input"
            mask={mask.masks}
            dispatch={mask.dispatch}
            prepare={mask.prepare}
            value={text}
            unmask={false}
            type="tel"
            inputMode="tel"
            autoComplete={autoComplete}
            name={name}
            placeholder={phonePlaceholder(country)}
            required={required}
            disabled={disabled}
            onBlur={onBlur}
            onAccept={(masked: string, maskRef: { unmaskedValue: string }) => {
              const taken = maskRef.unmaskedValue;
              const digits = phoneCodeUndoubled(taken, live.current.chosen);
              // The code typed in full after a country chosen: shown again from the digits, once.
              shown.current = digits === taken ? { digits, text: masked } : null;
              if (digits === '') live.current.refused = false;
              // A number with its own + of another country: the list follows it.
              const kind = live.current.mask;
              if (digits !== '' && kind !== 'other' && live.current.chosen !== undefined && kind !== live.current.chosen) {
                live.current.chosen = undefined;
                setChosen(undefined);
              }
              if (digits !== value) onChange(digits);
            }}
          />
        </div>
      )}
    </FieldFrame>
  );
});
