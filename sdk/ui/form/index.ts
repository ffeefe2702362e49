// The public entry "@racekit/sdk/ui/form" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/ui/form/, by name.
export { DateField, type DateFieldProps } from './date-field.tsx';
export { FilePicker, type FilePickerProps } from './file-picker.tsx';
export { GenderChoice, type GenderChoiceProps } from './gender-choice.tsx';
export { LazyParticipantForm, preloadParticipantForm } from './lazy-participant-form.tsx';
export { LazyPhoneField } from './lazy-phone-field.tsx';
export { type Person, type PersonField, PersonFields, type PersonFieldsProps } from './person-fields.tsx';
export { Select, type SelectOption, type SelectProps } from './select.tsx';
export { UploadField, type UploadFieldProps } from './upload-field.tsx';
export { type FieldMessages, useFieldMessages } from './use-field-messages.ts';
export { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
export { useFormStyles } from './use-form-styles.ts';
export { useMaskModule } from './use-mask-module.ts';
export { keepSentCode, readSentCode, sentAtOfRefusal, type SentCode, useResendCountdown } from './use-resend-countdown.ts';
