/**
 * Every call of the contract, by resource. The server mounts its routes from `allCalls` in
 * `listCalls()` order — a static path always comes before a parametrised one that could match
 * it (a test checks this) — and validates params, query and body with the same schemas.
 *
 * `callFunctions` maps `'resource.key'` to the typed client function of that call. Its type
 * is derived from `allCalls`, so a call without a function, a function without a call, or a
 * function answering another call's type is a compile error.
 */
import type { AnyCallSpec, CallResult } from './define-call.ts';
import { eventsCalls, listEvents, getEventById, listEventTypes, listProjectEventTypes, listEventCities, filterEventCities } from './events.ts';
import { formatsCalls, listFormatsByEventCity, getFormat, getTicketAvailability, getTeam } from './formats.ts';
import { promocodesCalls, checkProductPromocode, checkInsurancePromocode, checkTicketPromocode } from './promocodes.ts';
import { paymentCalls, createPayment, cancelPurchase } from './payment.ts';
import { ordersCalls, getOrder, listShopOrders, listSoldGoods } from './orders.ts';
import { basketCalls, getUserBasket, saveUserBasket } from './basket.ts';
import { userCalls, getCurrentUser, updateProfile, changeEmail, requestPhoneCode, setPhone, changePassword, registerByEmail, requestSmsCode, registerByPhone, verifyEmail, checkRealEmail, verifyNewEmail, resendConfirmationEmail, completeTemporaryUser, socialLogin, addSocialAccount } from './user.ts';
import { authCalls, login, loginByPhone, requestPasswordReset, checkResetCode, updatePassword, getAuthHistory, logout, endOtherSessions, createSignInLink, signInByLink } from './auth.ts';
import { ticketsCalls, listMyTickets, listTransferredTickets, listPastTickets, getTicketResult, getTicketRegistration, downloadResultCertificate, confirmTicketTransfer, transferTicket, returnTicket, registerTicket, updateTicket, cancelTicketRegistration } from './tickets.ts';
import { insuranceCalls, listValidInsurances, listPastInsurances, listInsuranceProducts, getInsuranceProduct, listFormatInsurances, listInsuredFormats } from './insurance.ts';
import { clubsCalls, listClubs, getClub, listMyClubs, joinClub, leaveClub, listCompetitionTypes, createCompetitionResult, attachCompetitionResult, listClubCompetitions } from './clubs.ts';
import { resultsCalls, filterResultEventCities, listResultCities, listResultFormats, getEventResults } from './results.ts';
import { seatsCalls, getBookedNumbers, bookNumber, getSpace, listSpaceMaps } from './seats.ts';
import { shopCalls, listShirtSizes, listEventGoods, getProduct, listShopItems, listHeroesGoods, previewHeroesGoods, listBanners } from './shop.ts';
import { deliveryCalls, listDeliveryMethods, getDeliveryPrice } from './delivery.ts';
import { locationCalls, listRegions, listRegionCities, getLocationDetails, findAddressByIndex } from './location.ts';
import { newsCalls, listNews, getNews, previewNews, subscribeNews } from './news.ts';
import {
  documentsCalls,
  downloadAdvertisingDocument,
  downloadInsuranceDocument,
  downloadOfferDocument,
  downloadPersonalDataDocument,
} from './documents.ts';
import { supportCalls, sendSupportRequest } from './support.ts';
import { socialCalls, listSocialNetworks, startSocialSignIn } from './social.ts';
import { filesCalls, uploadFile } from './files.ts';

/** Every resource's calls, by resource name. */
export const allCalls = {
  events: eventsCalls,
  formats: formatsCalls,
  promocodes: promocodesCalls,
  payment: paymentCalls,
  orders: ordersCalls,
  basket: basketCalls,
  auth: authCalls,
  tickets: ticketsCalls,
  insurance: insuranceCalls,
  clubs: clubsCalls,
  results: resultsCalls,
  seats: seatsCalls,
  shop: shopCalls,
  delivery: deliveryCalls,
  location: locationCalls,
  news: newsCalls,
  documents: documentsCalls,
  support: supportCalls,
  files: filesCalls,
  social: socialCalls,
  // Last: POST /api/user/{network} would otherwise shadow POST /api/user/competition and others.
  user: userCalls,
};

/** The name of a resource of the contract. */
export type ResourceName = keyof typeof allCalls;

/** `'resource.key'` of every call, e.g. `'events.byId'`. */
export type CallKey = {
  [R in ResourceName]: `${R}.${keyof (typeof allCalls)[R] & string}`;
}[ResourceName];

/** The spec of call `K`. */
export type SpecOf<K extends CallKey> = K extends `${infer R extends ResourceName}.${infer C}`
  ? C extends keyof (typeof allCalls)[R]
    ? (typeof allCalls)[R][C]
    : never
  : never;

/** One typed client function per call, answering that call's result. */
export type CallFunctionTable = {
  readonly [K in CallKey]: (...args: never[]) => Promise<CallResult<SpecOf<K>>>;
};

/** The typed function of every call, by `'resource.key'`. */
export const callFunctions = {
  'events.list': listEvents,
  'events.byId': getEventById,
  'events.types': listEventTypes,
  'events.projects': listProjectEventTypes,
  'events.cities': listEventCities,
  'events.filtered': filterEventCities,
  'formats.byEventCity': listFormatsByEventCity,
  'formats.byId': getFormat,
  'formats.availability': getTicketAvailability,
  'formats.team': getTeam,
  'promocodes.product': checkProductPromocode,
  'promocodes.insurance': checkInsurancePromocode,
  'promocodes.ticket': checkTicketPromocode,
  'payment.pay': createPayment,
  'payment.cancel': cancelPurchase,
  'orders.check': getOrder,
  'orders.list': listShopOrders,
  'orders.soldGoods': listSoldGoods,
  'basket.get': getUserBasket,
  'basket.save': saveUserBasket,
  'user.me': getCurrentUser,
  'user.update': updateProfile,
  'user.changeEmail': changeEmail,
  'user.phoneCode': requestPhoneCode,
  'user.newPhone': setPhone,
  'user.password': changePassword,
  'user.register': registerByEmail,
  'user.smsCode': requestSmsCode,
  'user.smsRegister': registerByPhone,
  'user.verifyEmail': verifyEmail,
  'user.realEmail': checkRealEmail,
  'user.verifyNewEmail': verifyNewEmail,
  'user.confirmEmail': resendConfirmationEmail,
  'user.authPayment': completeTemporaryUser,
  'user.social': socialLogin,
  'user.addSocial': addSocialAccount,
  'auth.login': login,
  'auth.loginPhone': loginByPhone,
  'auth.resetRequest': requestPasswordReset,
  'auth.resetCheck': checkResetCode,
  'auth.resetUpdate': updatePassword,
  'auth.history': getAuthHistory,
  'auth.logout': logout,
  'auth.endOthers': endOtherSessions,
  'auth.linkCreate': createSignInLink,
  'auth.linkSignIn': signInByLink,
  'tickets.my': listMyTickets,
  'tickets.transferred': listTransferredTickets,
  'tickets.old': listPastTickets,
  'tickets.result': getTicketResult,
  'tickets.online': getTicketRegistration,
  'tickets.certificate': downloadResultCertificate,
  'tickets.confirmTransfer': confirmTicketTransfer,
  'tickets.transfer': transferTicket,
  'tickets.return': returnTicket,
  'tickets.register': registerTicket,
  'tickets.update': updateTicket,
  'tickets.disable': cancelTicketRegistration,
  'insurance.valid': listValidInsurances,
  'insurance.past': listPastInsurances,
  'insurance.products': listInsuranceProducts,
  'insurance.product': getInsuranceProduct,
  'insurance.byFormat': listFormatInsurances,
  'insurance.cityFormats': listInsuredFormats,
  'clubs.list': listClubs,
  'clubs.one': getClub,
  'clubs.mine': listMyClubs,
  'clubs.join': joinClub,
  'clubs.leave': leaveClub,
  'clubs.competitionTypes': listCompetitionTypes,
  'clubs.createResult': createCompetitionResult,
  'clubs.attachResult': attachCompetitionResult,
  'clubs.competitions': listClubCompetitions,
  'results.filtered': filterResultEventCities,
  'results.cities': listResultCities,
  'results.formats': listResultFormats,
  'results.table': getEventResults,
  'seats.numbers': getBookedNumbers,
  'seats.book': bookNumber,
  'seats.space': getSpace,
  'seats.maps': listSpaceMaps,
  'shop.shirts': listShirtSizes,
  'shop.related': listEventGoods,
  'shop.product': getProduct,
  'shop.items': listShopItems,
  'shop.heroes': listHeroesGoods,
  'shop.previewHeroes': previewHeroesGoods,
  'shop.banners': listBanners,
  'delivery.methods': listDeliveryMethods,
  'delivery.price': getDeliveryPrice,
  'location.regions': listRegions,
  'location.cities': listRegionCities,
  'location.detailed': getLocationDetails,
  'location.postal': findAddressByIndex,
  'news.list': listNews,
  'news.one': getNews,
  'news.preview': previewNews,
  'news.subscribe': subscribeNews,
  'documents.pers': downloadPersonalDataDocument,
  'documents.offers': downloadOfferDocument,
  'documents.advertising': downloadAdvertisingDocument,
  'documents.insurance': downloadInsuranceDocument,
  'support.send': sendSupportRequest,
  'files.upload': uploadFile,
  'social.networks': listSocialNetworks,
  'social.start': startSocialSignIn,
} satisfies CallFunctionTable;

/** One entry of {@link listCalls}. */
export interface ListedCall {
  readonly resource: ResourceName;
  readonly key: string;
  readonly spec: AnyCallSpec;
}

/** Whether `name` is a key of `allCalls` (what Object.keys answers as plain strings). */
function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(allCalls, name);
}

/** Every call as `{ resource, key, spec }`, resources in `allCalls` order, keys in declaration order. */
export function listCalls(): ListedCall[] {
  return Object.keys(allCalls).filter(isResourceName).flatMap((resource) =>
    Object.entries<AnyCallSpec>(allCalls[resource]).map(([key, spec]) => ({ resource, key, spec })),
  );
}
