import type { insurance as ru } from '../ru/insurance.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** My insurances, the insurance purchase popup and the insured person's form. */
export const insurance = {
  title: 'Insurance',
  active: 'Active insurance',
  noData: 'No data',
  past: 'Previous insurance',
  pastEmpty: 'No previous insurance found!',
  buy: 'Buy insurance',
  card: {
    number: 'Policy No. {{number}}',
    type: 'Insurance type',
    startDate: 'Start date',
    validity: 'Valid for',
    insured: 'Insured person',
    phone: 'Contact phone',
    terms: 'Insurance terms',
  },
  purchase: {
    title: 'Choose the event to insure',
    eventType: 'Event type',
    chooseEventType: 'Choose an event type',
    city: 'City',
    chooseCity: 'Choose a city',
    format: 'Format',
    chooseFormat: 'Choose a format',
    unavailable: 'Insurance is not available for the selected event',
    consent: 'I have read and accept the insurance rules',
    legals: 'Insurance rules',
    price: 'Price',
    submit: 'Buy',
  },
  insured: {
    title: 'Insured person',
    startDate: 'Cover starts on',
  },
} as const satisfies MessagesShape<typeof ru>;
