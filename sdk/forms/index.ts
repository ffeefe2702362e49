// The public entry "@racekit/sdk/forms" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/forms/, by name.
export {
  cleanSmsCode,
  CODE_RESEND_MS,
  emailNotRealMessage,
  loginInvalidField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChangedMessage,
  type RegistrationInput,
  resendWaitSeconds,
  sentAtFromRetryAfter,
  validateChangePassword,
  validateEmailChange,
  validateNewPassword,
  validateRegistration,
  validateRegistrationPassword,
  validateSmsCode,
} from './account-forms.ts';
export {
  type BasketContactField,
  type BasketContacts,
  deliveryContactsComplete,
  paymentEmailValid,
  validateBasketContacts,
  validatePaymentEmail,
} from './basket-contacts.ts';
export {
  birthDateMask,
  birthDateSpecMask,
  type CalendarDate,
  compareDates,
  eventDate,
  formatIsoDate,
  formatRuDate,
  isPlausibleBirthDate,
  MIN_BIRTH_YEAR,
  parseAnyDate,
  parseIsoDate,
  parseRuDate,
  utcDate,
  wholeYears,
} from './calendar-date.ts';
export {
  checkResultForm,
  competitionRequest,
  type CompetitionResultFields,
  type ResultField,
  type ResultFormInput,
  validateCompetitionResult,
} from './competition-result-form.ts';
export { emailLooksDeliverable } from './email-deliverable.ts';
export { cleanEmail, EMAIL_MAX_LENGTH, emailPattern, isValidEmail, normalizeEmail, validateEmail } from './email.ts';
export {
  type FieldErrors,
  formCheck,
  type FormCheck,
  formMessage,
  type FormMessage,
  type FormMessageKey,
  formRefusal,
  formValue,
  type FormValue,
  textMessage,
} from './form-message.ts';
export { postalIndexNotFound, validateInteger, validatePositive, validatePostalIndex, validateRequired, validateTime } from './generic-fields.ts';
export { INSURANCE_AGE_MAX, INSURANCE_AGE_MIN, type InsuranceField, type InsuranceFormContext, validateInsuranceForm } from './insurance-form.ts';
export { type ParticipantField, type ParticipantFormContext, type SizeOption, sizeRequired, validateParticipantForm } from './participant-form.ts';
export {
  formatPhone,
  formatStoredPhone,
  phoneCodeUndoubled,
  phoneFieldCountry,
  phoneFieldMask,
  phoneOtherMask,
  phonePlaceholder,
  phoneTextTyped,
} from './phone-input.ts';
export {
  cleanPhone,
  detectPhoneCountry,
  phoneCountries,
  type PhoneCountry,
  phoneCountryCodes,
  phoneCountryFor,
  phoneCountryOf,
  phoneDigits,
  phoneMasks,
  type PhoneMessages,
  type PhoneReading,
  phoneSpecMasks,
  phoneStatus,
  type PhoneStatus,
  readPhone,
  RUSSIAN_TRUNK_PREFIX,
  validatePhone,
} from './phone.ts';
export {
  cleanProfileBirthDate,
  CLUB_QUESTION,
  contactPhoneCountries,
  type ContactPopupInput,
  type ContactRequestInput,
  type EmergencyContactInput,
  emergencyPhoneCountries,
  profileChanges,
  type ProfileChanges,
  type ProfileDataInput,
  profileUpdatedMessage,
  validateContactPopup,
  validateContactRequest,
  validateEmergencyContact,
} from './profile-forms.ts';
export { parseRaceTime, raceTimeMask, validateRaceTime } from './race-time.ts';
export { toIsoDate } from './to-iso-date.ts';
export {
  DOCUMENT_MAX_BYTES,
  documentExtensions,
  IMAGE_MAX_BYTES,
  imageExtensions,
  type UploadFile,
  validateDocumentFile,
  validateImageFile,
} from './upload-file.ts';
