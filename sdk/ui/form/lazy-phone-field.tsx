import { forwardRef, useState } from 'react';
import { FieldFrame } from '../field-frame.tsx';
import type { PhoneFieldProps } from './phone-field.tsx';
import { useMaskModule } from './use-mask-module.ts';

const loadPhoneField = () => import('./phone-field.tsx');
const cache: { module?: Awaited<ReturnType<typeof loadPhoneField>> | undefined } = {};

/**
 * The digits of a typed phone, as sdk/forms phoneDigits reads them: not imported, since this
 * field travels with the UI primitives (the embed's `ui` file), which must not pull in the form rules.
 */
const digitsOf = (typed: string) => typed.replace(/\D/g, '');

/**
 * The stored digits of what was typed into the plain input, read as the masked field reads its
 * input: it starts in Russia (+7 shown), so digits typed without a `+` follow the 7 — "903…"
 * is 7903…, as in the mask; with a `+` they are the whole international number.
 */
const storedOf = (typed: string): string => {
  const digits = digitsOf(typed);
  return typed.trim().startsWith('+') || digits === '' ? digits : `7${digits}`;
};

/**
 * The kit's PhoneField, loaded when it first renders (react-imask stays out of the form's own
 * code). Until it is in, a plain phone input of the same size takes typing and reports the digits
 * typed; the masked field then shows them in its mask, and keeps the caret (use-mask-module.ts).
 * It names no text of the kit, so the kit's texts, too, travel with the field's code in the embed.
 */
export const LazyPhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function LazyPhoneField(props, ref) {
  const { module, plainRef, maskedRef } = useMaskModule(loadPhoneField, cache, ref);
  const [typed, setTyped] = useState<string>();
  if (module !== undefined) return <module.PhoneField ref={maskedRef} {...props} />;
  const { label, value, onChange, error, invalid, hint, required, disabled, onBlur, id, name, autoComplete = 'tel' } = props;
  // What was typed while it still means the same digits, else the digits as stored.
  const text = typed !== undefined && storedOf(typed) === value ? typed : value === '' ? '' : `+${value}`;
  return (
    <FieldFrame label={label} error={error} invalid={invalid} hint={hint} id={id} required={required} className="rk-phone">
      {(control) => (
        <div className="rk-phone__row">
          <span className="rk-input rk-phone__country" aria-hidden="true" />
          <input
            {...control}
            ref={plainRef}
            // the mask is on its way (a test, a host page's script can wait for it to go)
            data-mask-pending=""
            className="rk-input rk-phone__input"
            type="tel"
            inputMode="tel"
            autoComplete={autoComplete}
            name={name}
            required={required}
            disabled={disabled}
            onBlur={onBlur}
            value={text}
            onChange={(event) => {
              setTyped(event.target.value);
              onChange(storedOf(event.target.value));
            }}
          />
        </div>
      )}
    </FieldFrame>
  );
});
