import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { birthDateMask } from '../../forms/calendar-date.ts';
import { LazyMaskedField } from '../lazy-masked-field.tsx';
import type { MaskedFieldProps } from '../masked-field.tsx';

export type DateFieldProps = Omit<MaskedFieldProps, 'mask' | 'inputMode'>;

/**
 * The one date field of the forms: a day typed as DD.MM.YYYY in the mask 99.99.9999
 * (purchase.md §5; react-imask), the placeholder 'ДД.ММ.ГГГГ', a birth date for autofill by
 * default. The value is the text as shown; sdk/forms reads and checks it. The ref is the input.
 * The mask's code loads as it first renders: a plain input takes typing meanwhile (lazy-masked-field.tsx).
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField({ placeholder, autoComplete = 'bday', ...field }, ref) {
  const { t } = useTranslation();
  return <LazyMaskedField ref={ref} {...field} mask={birthDateMask} inputMode="numeric" autoComplete={autoComplete} placeholder={placeholder ?? t('formKit.datePlaceholder')} />;
});
