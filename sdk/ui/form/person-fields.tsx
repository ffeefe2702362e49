import { useTranslation } from 'react-i18next';
import type { Gender } from '../../contract/schemas/participant-info.ts';
import { TextField } from '../text-field.tsx';
import { DateField } from './date-field.tsx';
import { GenderChoice } from './gender-choice.tsx';
import { LazyPhoneField } from './lazy-phone-field.tsx';
import { TEXT_MAX } from '../../contract/schemas/text-limits.ts';

/** What a participant and an insured person both are. */
export interface Person {
  readonly last_name?: string | undefined;
  readonly first_name?: string | undefined;
  readonly second_name?: string | undefined;
  /** DD.MM.YYYY as typed. */
  readonly birth_date?: string | undefined;
  /** Digits without the plus. */
  readonly phone?: string | undefined;
  readonly gender?: Gender | undefined;
}

/** The person's fields that tell a message (the middle name is optional). */
export type PersonField = 'last_name' | 'first_name' | 'birth_date' | 'phone' | 'gender';

export interface PersonFieldsProps {
  readonly person: Person;
  /** The field's message, when it shows (translated). */
  readonly errorOf: (field: PersonField) => string | undefined;
  readonly onTouch: (field: PersonField) => void;
  readonly onChange: (patch: Partial<Person>) => void;
  /** The gender radios' group name: unique on the page. */
  readonly genderName: string;
}

/**
 * The fields every person of the forms has, in the order they read: last, first and middle
 * name, birth date, phone (the whole row of a two-column form), gender — each required one
 * marked and telling its message once left. Shared by the participant and the insured-person
 * forms; they give the rules and the messages (sdk/forms).
 */
export function PersonFields({ person, errorOf, onTouch, onChange, genderName }: PersonFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('common.fields.lastName')}
        maxLength={TEXT_MAX.name}
        required
        autoComplete="family-name"
        value={person.last_name ?? ''}
        error={errorOf('last_name')}
        onChange={(event) => onChange({ last_name: event.target.value })}
        onBlur={() => onTouch('last_name')}
      />
      <TextField
        label={t('common.fields.firstName')}
        maxLength={TEXT_MAX.name}
        required
        autoComplete="given-name"
        value={person.first_name ?? ''}
        error={errorOf('first_name')}
        onChange={(event) => onChange({ first_name: event.target.value })}
        onBlur={() => onTouch('first_name')}
      />
      <TextField
        label={t('common.fields.secondName')}
        maxLength={TEXT_MAX.name}
        autoComplete="additional-name"
        value={person.second_name ?? ''}
        onChange={(event) => onChange({ second_name: event.target.value })}
      />
      <DateField
        label={t('common.fields.birthDate')}
        required
        value={person.birth_date ?? ''}
        error={errorOf('birth_date')}
        onChange={(birthDate) => onChange({ birth_date: birthDate })}
        onBlur={() => onTouch('birth_date')}
      />
      <LazyPhoneField label={t('common.fields.phone')} required value={person.phone ?? ''} error={errorOf('phone')} onChange={(phone) => onChange({ phone })} onBlur={() => onTouch('phone')} />
      <GenderChoice
        required
        name={genderName}
        value={person.gender}
        error={errorOf('gender')}
        onBlur={() => onTouch('gender')}
        onChange={(gender) => {
          onTouch('gender');
          onChange({ gender });
        }}
      />
    </>
  );
}
