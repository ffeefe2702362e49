import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender } from '../../contract/schemas/participant-info.ts';
import { RadioGroup } from '../radio-group.tsx';

export interface GenderChoiceProps {
  /** 'Пол' by default. */
  label?: ReactNode;
  value: Gender | undefined;
  onChange: (gender: Gender) => void;
  /** The radios' group name: unique on the page (a form per participant). */
  name?: string | undefined;
  /** The message under the choice ('Выберите одно из значений'), translated. */
  error?: string | undefined;
  required?: boolean | undefined;
  /** Called when focus leaves the choice: the visitor has been there. */
  onBlur?: (() => void) | undefined;
}

/** The one gender choice of the forms: 'Мужской' and 'Женский' side by side, a labelled radio group. */
export function GenderChoice({ label, value, onChange, name, error, required, onBlur }: GenderChoiceProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      label={label ?? t('common.fields.gender')}
      inline
      required={required ?? false}
      name={name}
      value={value}
      error={error}
      onBlur={onBlur}
      options={[
        { value: 'male', label: t('common.gender.male') },
        { value: 'female', label: t('common.gender.female') },
      ]}
      onChange={onChange}
    />
  );
}
