import type { common as ru } from '../ru/common.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** Words shared by every screen: actions, field labels, units. */
export const common = {
  actions: {
    close: 'Close',
    back: 'Back',
    cancel: 'Cancel',
    confirm: 'Confirm',
    save: 'Save',
    send: 'Send',
    apply: 'Apply',
    change: 'Change',
    remove: 'Remove',
    add: 'Add',
    more: 'Learn more',
    showMore: 'Show more',
    understood: 'Got it',
    toMain: 'Home page',
    retry: 'Try again',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    secondName: 'Middle name',
    phone: 'Phone',
    email: 'E-mail',
    password: 'Password',
    birthDate: 'Date of birth',
    gender: 'Gender',
    region: 'Region',
    city: 'City',
    address: 'Address',
    size: 'Size',
    smsCode: 'SMS code',
  },
  gender: {
    male: 'Male',
    female: 'Female',
    none: 'Not specified',
  },
  consent: {
    personalData: 'I consent to the processing of my personal data',
    personalDataDocument: 'Personal data policy',
    mailing: 'I want to receive news and special offers',
    advertisingDocument: 'Consent to receive advertising',
  },
  roublesShort: 'RUB',
  optional: 'optional',
  yes: 'Yes',
  no: 'No',
  // English uses only _one and _other; _few and _many keep the key set equal to Russian.
  days_one: '{{count}} day',
  days_few: '{{count}} days',
  days_many: '{{count}} days',
  days_other: '{{count}} days',
} as const satisfies MessagesShape<typeof ru>;
