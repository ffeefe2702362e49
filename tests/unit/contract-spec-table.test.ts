/**
 * The calls of both specs' §7, written out from the spec text in spec order (a call the spec
 * names twice has two rows), against the contract: exactly one spec per row, with its auth,
 * its file download flag and its function. Conversely, every call of the contract is in this
 * table or in the table of calls we added, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { callFunctions, listCalls, type CallKey } from '../../sdk/contract/index.ts';
import { CANCEL_PURCHASE_TIMEOUT_MS, type AuthMode } from '../../sdk/http/index.ts';

type Row = readonly [method: string, path: string, auth: AuthMode, note?: 'file' | 'timeout30'];

/** purchase.md §7, in order. */
const purchaseCalls: readonly Row[] = [
  ['POST', '/api/payment', 'optional'],
  ['POST', '/api/payment/cancel', 'required', 'timeout30'],
  ['GET', '/api/promocode/check/product/{code}/{public_id}', 'none'],
  ['GET', '/api/promocode/check/insurance/{code}/{public_id}', 'none'],
  ['GET', '/api/promocode/check/ticket/{code}/{format_public_id}', 'none'],
  ['GET', '/api/order/{id}', 'required'],
  ['GET', '/api/user/basket', 'required'],
  ['POST', '/api/user/basket', 'required'],
  ['GET', '/api/event/list', 'optional'],
  ['GET', '/api/event/id/{id}', 'none'],
  ['GET', '/api/event_type/list', 'none'],
  ['GET', '/api/event_type/project', 'none'],
  ['GET', '/api/event/cities', 'none'],
  ['POST', '/api/event_city/filtered', 'none'],
  ['GET', '/api/event_format/event/{id}', 'none'],
  ['GET', '/api/event_format/{id}', 'none'],
  ['GET', '/api/event_format/active/insurances/{id}', 'none'],
  ['GET', '/api/insurances', 'none'],
  ['GET', '/api/insurances/{id}', 'none'],
  ['GET', '/api/insurance/event/city/formats/{id}', 'none'],
  ['GET', '/api/teams/{id}', 'none'],
  ['GET', '/api/page/banner/{type}', 'none'],
  ['GET', '/api/shop/shirts/{event_city_id}', 'none'],
  ['GET', '/api/shop/related/{id}', 'none'],
  ['GET', '/api/shop/product/{id}', 'none'],
  // The spec writes /api/shop/items/{home|basket}: one call, `place` is home or basket.
  ['GET', '/api/shop/items/{place}', 'none'],
  ['GET', '/api/shop/project/heroes', 'none'],
  ['GET', '/api/shop/project/preview/heroes', 'none'],
  ['POST', '/api/shop/delivery/price', 'none'],
  ['GET', '/api/delivery/{itemType}', 'none'],
  ['GET', '/api/location/region/list/RU', 'none'],
  ['GET', '/api/location/city/region/{id}', 'none'],
  ['GET', '/api/location/detailed', 'none'],
  ['GET', '/api/pochta/{index}', 'none'],
  ['GET', '/api/news', 'none'],
  ['GET', '/api/news/one/{id}', 'none'],
  ['GET', '/api/news/preview', 'none'],
  ['PUT', '/api/user/subscribe/news', 'optional'],
  ['GET', '/api/files/document/pers', 'none', 'file'],
  ['GET', '/api/files/document/offers', 'none', 'file'],
  ['GET', '/api/files/document/advertising', 'none', 'file'],
];

/** account.md §7, in order ("api/..." normalised to "/api/..."). */
const accountCalls: readonly Row[] = [
  ['PUT', '/api/user', 'required'],
  ['POST', '/api/user/change/email', 'required'],
  ['POST', '/api/user/phone/code', 'required'],
  ['POST', '/api/user/new/phone', 'required'],
  ['PUT', '/api/user/password', 'required'],
  ['POST', '/api/auth/history', 'required'],
  ['PUT', '/api/user/subscribe/news', 'optional'],
  ['POST', '/api/support', 'optional'],
  ['POST', '/api/user', 'none'],
  ['POST', '/api/user/code', 'none'],
  ['POST', '/api/user/phone', 'none'],
  ['POST', '/api/user/verify/email', 'none'],
  ['POST', '/api/user/real/email', 'none'],
  ['POST', '/api/user/verify/new/email', 'required'],
  ['POST', '/api/user/confirm/email', 'optional'],
  ['PUT', '/api/auth', 'none'],
  ['PUT', '/api/auth/phone', 'none'],
  ['POST', '/api/auth/resetpassword', 'none'],
  ['PUT', '/api/auth/resetpassword', 'none'],
  ['POST', '/api/auth/resetpassword/update', 'none'],
  ['PUT', '/api/user/auth/payment', 'required'],
  ['POST', '/api/user/{network}', 'none'],
  ['POST', '/api/user/add/{network}', 'required'],
  ['GET', '/api/user/tickets/my', 'required'],
  ['GET', '/api/user/tickets/transfered', 'required'],
  ['GET', '/api/user/tickets/old', 'required'],
  ['GET', '/api/user/result/{id}', 'required'],
  ['GET', '/api/user/ticket/online/{id}', 'required'],
  ['GET', '/api/user/certificate/result/{id}', 'required', 'file'],
  ['PUT', '/api/user/ticket/confirm/transfer', 'required'],
  ['PUT', '/api/user/ticket/transfer', 'required'],
  ['PUT', '/api/user/ticket/return', 'required'],
  ['PUT', '/api/user/ticket/online', 'required'],
  ['PUT', '/api/user/ticket', 'required'],
  ['PUT', '/api/user/ticket/disable', 'required'],
  ['POST', '/api/payment/cancel', 'required', 'timeout30'],
  ['GET', '/api/user/shop/orders', 'required'],
  ['GET', '/api/user/shop/soldgood/{id}', 'required'],
  ['GET', '/api/user/insurances/valid', 'required'],
  ['GET', '/api/user/insurances/past', 'required'],
  ['GET', '/api/insurances', 'none'],
  ['GET', '/api/insurances/{id}', 'none'],
  ['GET', '/api/event_format/active/insurances/{id}', 'none'],
  ['GET', '/api/insurance/event/city/formats/{id}', 'none'],
  ['GET', '/api/event_type/list', 'none'],
  ['GET', '/api/clubs', 'none'],
  ['GET', '/api/clubs/{id}', 'none'],
  ['GET', '/api/user/clubs', 'required'],
  ['PUT', '/api/user/club/new/{id}', 'required'],
  ['PUT', '/api/user/club/pull/{id}', 'required'],
  ['GET', '/api/list/competition/type', 'none'],
  ['POST', '/api/user/competition', 'required'],
  ['PUT', '/api/user/club/competition/{id}/{club}', 'required'],
  ['GET', '/api/club/competition/list/{club}', 'none'],
  ['POST', '/api/results/event_city/filtered', 'none'],
  ['GET', '/api/results/cities', 'none'],
  ['GET', '/api/external/formats/{event_city_id}', 'none'],
  ['GET', '/api/event_results/{event_city_id}/{format}', 'none'],
  ['GET', '/api/booked/numbers/{id}', 'none'],
  ['POST', '/api/booked/number', 'required'],
  ['GET', '/api/space/{id}', 'none'],
  ['GET', '/api/space/map/list/{id}', 'none'],
  ['GET', '/api/files/document/pers', 'none', 'file'],
  ['GET', '/api/files/document/advertising', 'none', 'file'],
  ['GET', '/api/user/basket', 'required'],
  ['POST', '/api/user/basket', 'required'],
];

/** Calls the specs need but do not place, and why we added them. */
const addedCalls: readonly (readonly [method: string, path: string, auth: AuthMode, reason: string])[] = [
  ['GET', '/api/event_format/availability/{id}', 'none', 'purchase.md §7 "load ticket availability by format id", no path'],
  ['DELETE', '/api/auth', 'required', 'account.md §7 "logout", path and method not shown'],
  ['DELETE', '/api/auth/others', 'required', 'issue 29 item 18: the activity page ends the other sessions (the spec lists sessions only)'],
  ['GET', '/api/user', 'required', 'the signed-in user, read again (a session started elsewhere, a reload)'],
  ['POST', '/api/auth/link', 'required', 'account.md §2 /token/{id}, purpose not shown: a one-time sign-in link to the signed-in account'],
  ['PUT', '/api/auth/link', 'none', 'account.md §2 /token/{id}: the site spends the link and gets a session (a session token never travels in a URL)'],
  ['POST', '/api/files/upload', 'optional', 'participant documents and licences need an upload the spec does not name'],
  ['GET', '/api/files/document/insurance', 'none', 'the insurance products link their terms (account.md §2 "legals link"), served as a document'],
  ['GET', '/api/social/networks', 'none', 'a network without settings hides its button: the client must learn which networks are on'],
  ['POST', '/api/social/{network}/start', 'optional', 'the PKCE verifier, state and nonce of a social sign-in are made and kept by the server before the browser leaves'],
];

/** The named calls without a path, and the call of the contract that does their work. */
const namedCalls: readonly (readonly [name: string, key: CallKey])[] = [
  ['load tickets', 'formats.byEventCity'],
  ['load delivery regions', 'location.regions'],
  ['get delivery methods by item type', 'delivery.methods'],
  ['apply promo code (code plus item)', 'promocodes.ticket'],
  ['update user basket goods', 'basket.save'],
  ['load event goods', 'shop.related'],
  ['load ticket availability by format id', 'formats.availability'],
  ['load insurance list', 'insurance.byFormat'],
  ['load size by id', 'shop.shirts'],
  ['repeat of confirmation mail', 'user.confirmEmail'],
  ['logout', 'auth.logout'],
  ['event search for insurance', 'events.filtered'],
  ['file upload for participant documents and licences', 'files.upload'],
];

const listed = listCalls();
const matching = (method: string, path: string) =>
  listed.filter(({ spec }) => spec.method === method && spec.path === path);

describe('every call of both specs is in the contract', () => {
  const rows = [
    ...purchaseCalls.map(([method, path, auth, note]) => ({ doc: 'purchase', method, path, auth, note })),
    ...accountCalls.map(([method, path, auth, note]) => ({ doc: 'account', method, path, auth, note })),
  ];

  it.each(rows)('$doc: $method $path', ({ method, path, auth, note }) => {
    const found = matching(method, path);
    expect(found).toHaveLength(1);
    const [call] = found;
    if (call === undefined) return;
    expect(call.spec.auth).toBe(auth);
    expect(call.spec.response === 'file').toBe(note === 'file');
    expect(call.spec.timeoutMs).toBe(note === 'timeout30' ? CANCEL_PURCHASE_TIMEOUT_MS : undefined);
    expect(Object.keys(callFunctions)).toContain(`${call.resource}.${call.key}`);
  });

  it.each(addedCalls)('added: %s %s', (method, path, auth) => {
    const found = matching(method, path);
    expect(found).toHaveLength(1);
    expect(found[0]?.spec.auth).toBe(auth);
  });

  it.each(namedCalls)('named call "%s" is done by %s', (_name, key) => {
    expect(typeof callFunctions[key]).toBe('function');
  });
});

describe('the contract holds nothing else', () => {
  const known = new Set([...purchaseCalls, ...accountCalls, ...addedCalls].map(([method, path]) => `${method} ${path}`));

  it.each(listed.map((call) => [`${call.resource}.${call.key}`, call.spec.method, call.spec.path] as const))(
    '%s (%s %s) is a spec call or an added one',
    (_key, method, path) => {
      expect(known.has(`${method} ${path}`)).toBe(true);
    },
  );

  it('has one function per call and one call per function', () => {
    const keys = listed.map((call) => `${call.resource}.${call.key}`).sort();
    expect(Object.keys(callFunctions).sort()).toEqual(keys);
  });

  it('gives every call a distinct method and path, and lists a static path before a parametrised one that matches it', () => {
    const names = listed.map(({ spec }) => `${spec.method} ${spec.path}`);
    expect(new Set(names).size).toBe(names.length);
    const pattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
    listed.forEach((param, paramIndex) => {
      if (!param.spec.path.includes('{')) return;
      listed.forEach((fixed, fixedIndex) => {
        if (fixed.spec.method !== param.spec.method || fixed.spec.path.includes('{')) return;
        if (pattern(param.spec.path).test(fixed.spec.path)) expect(fixedIndex).toBeLessThan(paramIndex);
      });
    });
  });

  it('summarises every call in one line', () => {
    for (const { spec } of listed) expect(spec.summary).toMatch(/^[^\n]{10,}$/);
  });
});
