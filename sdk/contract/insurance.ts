/**
 * Insurance (purchase.md §7, account.md §7 "Insurance").
 *
 * Decided where the spec is silent:
 * - "Load insurance list" (by format id, named, no path) is GET /api/event_format/active/insurances/{id}:
 *   the insurance products that can be attached to format `id`.
 * - GET /api/insurance/event/city/formats/{id}: `id` is an event city's public_id; answers its
 *   formats that offer insurance (the third step of the purchase popup).
 * - The event search of the popup is POST /api/event_city/filtered (see events.ts).
 */
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { IdParams, valuesOf } from './schemas/common.ts';
import { EventFormat } from './schemas/event-format.ts';
import { InsuranceProduct, InsuranceRecord } from './schemas/insurance.ts';

export const insuranceCalls = {
  valid: defineCall({
    method: 'GET',
    path: '/api/user/insurances/valid',
    auth: 'required',
    summary: "The user's active insurances.",
    response: valuesOf(InsuranceRecord),
  }),
  past: defineCall({
    method: 'GET',
    path: '/api/user/insurances/past',
    auth: 'required',
    summary: "The user's previous insurances.",
    response: valuesOf(InsuranceRecord),
  }),
  products: defineCall({
    method: 'GET',
    path: '/api/insurances',
    summary: 'All insurance products.',
    response: valuesOf(InsuranceProduct),
  }),
  product: defineCall({
    method: 'GET',
    path: '/api/insurances/{id}',
    summary: 'One insurance product.',
    params: IdParams,
    response: InsuranceProduct,
  }),
  byFormat: defineCall({
    method: 'GET',
    path: '/api/event_format/active/insurances/{id}',
    summary: 'Insurance products available for a ticket format.',
    params: IdParams,
    response: valuesOf(InsuranceProduct),
  }),
  cityFormats: defineCall({
    method: 'GET',
    path: '/api/insurance/event/city/formats/{id}',
    summary: 'The formats of an event city that offer insurance.',
    params: IdParams,
    response: valuesOf(EventFormat),
  }),
};

/** The user's active insurances. */
export const listValidInsurances = () => invoke(insuranceCalls.valid, {});
/** The user's previous insurances. */
export const listPastInsurances = () => invoke(insuranceCalls.past, {});
/** All insurance products. */
export const listInsuranceProducts = () => invoke(insuranceCalls.products, {});
/** Insurance product `id`. */
export const getInsuranceProduct = (id: string) => invoke(insuranceCalls.product, { params: { id } });
/** Insurance products available for format `formatId`. */
export const listFormatInsurances = (formatId: string) => invoke(insuranceCalls.byFormat, { params: { id: formatId } });
/** The formats of event city `eventCityId` that offer insurance. */
export const listInsuredFormats = (eventCityId: string) =>
  invoke(insuranceCalls.cityFormats, { params: { id: eventCityId } });
