import type { settings as ru } from '../ru/settings.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** Personal settings. */
export const settings = {
  title: 'Settings',
  mailing: 'Receive news and special offers by e-mail',
  personal: {
    title: 'Personal details',
    firstName: 'First name',
    secondName: 'Middle name',
    lastName: 'Last name',
    birthDate: 'Date of birth',
    save: 'Save',
    unchanged: 'Nothing has changed',
    updated: 'Your details have been updated',
  },
  email: {
    title: 'E-mail',
    change: 'Change e-mail',
    notConfirmed: 'Your e-mail is not confirmed',
    notReal: 'Please enter a real address',
    confirmSent: 'We have sent a confirmation e-mail to the new address',
  },
  phone: {
    title: 'Phone',
    getCode: 'Get a code',
    code: 'SMS code',
    confirm: 'Confirm',
    change: 'Change',
    notConfirmed: 'Your phone is not confirmed',
    confirmed: 'Your phone is confirmed',
  },
  password: {
    title: 'Change password',
    old: 'Current password',
    new: 'New password',
    submit: 'Change password',
    changed: 'Your password has been changed!',
  },
  gender: {
    title: 'Gender',
  },
  emergency: {
    title: 'Emergency contact',
    hint: 'The person we will call if something happens to you during the race',
    name: "Contact person's name",
    relationship: 'Relationship',
    chooseRelationship: 'Choose an option',
    phone: "Contact person's phone",
  },
  relationship: {
    partner: 'Partner',
    parent: 'Parent',
    relative: 'Relative',
    friend: 'Friend',
    colleague: 'Colleague',
  },
  social: {
    title: 'Social networks',
    linked: 'Linked',
  },
} as const satisfies MessagesShape<typeof ru>;
