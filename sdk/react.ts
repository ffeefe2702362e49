/**
 * racekit SDK — the React side: the custom-element factory and the UI primitives every widget
 * uses. In the embed bundle React is preact/compat.
 */

// ── elements ──────────────────────────────────────────────────────────────────────────
// (owned by sdk/elements)
export { defineWidget, type WidgetElementClass, type WidgetOptions } from './elements/define-widget.ts';
export { attr } from './elements/attr.ts';
export {
  camelCase,
  sharedAttributes,
  type AttributeProblem,
  type AttributeSpec,
  type AttributeStruct,
  type CamelCase,
  type WidgetProps,
} from './elements/attribute-props.ts';
export {
  dispatchRacekitEvent,
  type RacekitErrorCode,
  type RacekitEventMap,
  type RacekitEventName,
} from './elements/racekit-events.ts';
export { navigateFrom } from './elements/navigate-from.ts';
export { LOGIN_PATH } from './elements/auth-navigation.ts';
export { useWidgetElement } from './elements/widget-context.ts';
export { useRacekitEmit } from './elements/use-racekit-emit.ts';
export { useWidgetNavigate } from './elements/use-widget-navigate.ts';
// hooks every widget shares: a contract call as server state, failures to the global popup, message words
export { useCallQuery } from './elements/use-call-query.ts';
export { useReportError } from './elements/use-report-error.ts';
export { useLoadErrorReport } from './elements/use-load-error-report.ts';
export { useMessageText, type MessageText } from './elements/use-message-text.ts';
export { useExtraStyles } from './elements/use-extra-styles.ts';
export { RACEKIT_VERSION } from './elements/racekit-version.ts';

// ── ui ────────────────────────────────────────────────────────────────────────────────
// (owned by sdk/ui; styles: sdk/elements/tokens.css, and the primitives' CSS texts below for widgets)
export { uiStyles } from './ui/ui-styles.ts';
export { buttonStyles } from './ui/button-styles.ts';
export { laterUiStyles } from './ui/later-ui-styles.ts';
export { Button, type ButtonProps, type ButtonVariant } from './ui/button.tsx';
export { TextField, type TextFieldProps } from './ui/text-field.tsx';
export { MaskedField, type MaskedFieldProps } from './ui/masked-field.tsx';
export { Checkbox, type CheckboxProps } from './ui/checkbox.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './ui/radio-group.tsx';
export { Tabs, type TabItem, type TabsProps } from './ui/tabs.tsx';
export { Dialog, type DialogProps } from './ui/dialog.tsx';
export { Spinner, type SpinnerProps } from './ui/spinner.tsx';
export { Price, type PriceProps } from './ui/price.tsx';
export { GlobalErrorPopup } from './ui/global-error-popup.tsx';
export { EmptyState, type EmptyStateProps } from './ui/empty-state.tsx';
export { LazyDisclosure, type LazyDisclosureProps } from './ui/lazy-disclosure.tsx';
export { SectionHead, type SectionHeadProps } from './ui/section-head.tsx';
export { FieldFrame, type FieldControlProps, type FieldFrameProps } from './ui/field-frame.tsx';
export { classNames } from './ui/class-names.ts';
export { deepActiveElement, focusFirstInvalid, tabbableElements } from './elements/focusable.ts';

// ── ui/form: the form kit ──────────────────────────────────────────────────────────────
// (owned by sdk/ui/form; its rules are sdk/forms'; the fields that type into masks load react-imask)
export { PhoneField, type PhoneFieldProps } from './ui/form/phone-field.tsx';
export { LazyPhoneField } from './ui/form/lazy-phone-field.tsx';
export { DateField, type DateFieldProps } from './ui/form/date-field.tsx';
export { Select, type SelectOption, type SelectProps } from './ui/form/select.tsx';
export { GenderChoice, type GenderChoiceProps } from './ui/form/gender-choice.tsx';
export { UploadField, type UploadFieldProps } from './ui/form/upload-field.tsx';
export { PersonFields, type Person, type PersonField, type PersonFieldsProps } from './ui/form/person-fields.tsx';
export { ParticipantForm, type ParticipantFormProps, type ParticipantLinePatch } from './ui/form/participant-form.tsx';
export { InsuredPersonForm, type InsuredPersonFormProps } from './ui/form/insured-person-form.tsx';
// which messages show (left, or every one after a press) and the focus on the first wrong field
export { useFieldMessages, type FieldMessages } from './ui/form/use-field-messages.ts';
export { useFocusFirstInvalid } from './ui/form/use-focus-first-invalid.ts';
export { useFormStyles } from './ui/form/use-form-styles.ts';
