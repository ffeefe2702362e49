import { forwardRef } from 'react';
import { FieldFrame } from './field-frame.tsx';
import type { MaskedFieldProps } from './masked-field.tsx';
import { useMaskModule } from './form/use-mask-module.ts';

const loadMaskedField = () => import('./masked-field.tsx');
const cache: { module?: Awaited<ReturnType<typeof loadMaskedField>> | undefined } = {};

/**
 * MaskedField, loaded when it first renders (react-imask stays out of the form's own code).
 * Until it is in, a plain input takes typing and reports the text as typed (and its digits);
 * the masked field then shows that text in its mask, and keeps the caret (form/use-mask-module.ts).
 */
export const LazyMaskedField = forwardRef<HTMLInputElement, MaskedFieldProps>(function LazyMaskedField(props, ref) {
  const { module, plainRef, maskedRef } = useMaskModule(loadMaskedField, cache, ref);
  if (module !== undefined) return <module.MaskedField ref={maskedRef} {...props} />;
  const { label, value, onChange, error, invalid, hint, id, required, inputMode = 'numeric', name, placeholder, autoComplete, disabled, onBlur } = props;
  return (
    <FieldFrame label={label} error={error} invalid={invalid} hint={hint} id={id} required={required}>
      {(control) => (
        <input
          {...control}
          ref={plainRef}
          // the mask is on its way (a test, a host page's script can wait for it to go)
          data-mask-pending=""
          className="rk-input"
          inputMode={inputMode}
          name={name}
          placeholder={placeholder}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          onBlur={onBlur}
          value={value}
          onChange={(event) => onChange(event.target.value, event.target.value.replace(/\W/g, ''))}
        />
      )}
    </FieldFrame>
  );
});
