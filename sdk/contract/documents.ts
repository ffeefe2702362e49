/**
 * The static documents (purchase.md §7, account.md §7): personal-data policy, public offer,
 * advertising consent, and (added) the insurance rules the insurance products' terms link to.
 * Decided: each is a file download (PDF, named by content-disposition).
 */
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';

export const documentsCalls = {
  pers: defineCall({
    method: 'GET',
    path: '/api/files/document/pers',
    summary: 'The personal-data document.',
    response: 'file',
  }),
  offers: defineCall({
    method: 'GET',
    path: '/api/files/document/offers',
    summary: 'The public offer.',
    response: 'file',
  }),
  advertising: defineCall({
    method: 'GET',
    path: '/api/files/document/advertising',
    summary: 'The advertising (mailing) consent document.',
    response: 'file',
  }),
  insurance: defineCall({
    method: 'GET',
    path: '/api/files/document/insurance',
    summary: 'The insurance rules (the terms an insurance product links to).',
    response: 'file',
  }),
};

/** Downloads the personal-data document. */
export const downloadPersonalDataDocument = () => invoke(documentsCalls.pers, {});
/** Downloads the public offer. */
export const downloadOfferDocument = () => invoke(documentsCalls.offers, {});
/** Downloads the advertising consent document. */
export const downloadAdvertisingDocument = () => invoke(documentsCalls.advertising, {});
/** Downloads the insurance rules. */
export const downloadInsuranceDocument = () => invoke(documentsCalls.insurance, {});
