/**
 * Every call of the organiser's console (issue 25) and of race-day check-in (issue 26), by area:
 * the console's counterpart of sdk/contract/all-calls.ts, kept apart so the public site and the
 * embed never carry it. Each call names the staff role it needs (`role`), which the server checks
 * before anything else (server/http/route.ts); tests/server/console-permissions.test.ts walks
 * every call listed here with no token, a buyer's token and a staff token.
 *
 * Add an area: write `sdk/contract/console/<area>.ts` with its `defineCall`s and typed functions
 * (sdk/contract/console/audit.ts is the model), list it below, mount its routes in
 * server/console/mount-console.ts, and document each call in docs/api.md ("Console").
 */
import type { AnyCallSpec, CallResult } from '../define-call.ts';
import { consoleAuditCalls, listAuditLog } from './audit.ts';
import {
  checkinCalls,
  downloadAbsent,
  getCheckinSnapshot,
  getCheckinStats,
  listCheckinEventCities,
  scanTicket,
  syncScans,
  undoCheckin,
} from './checkin.ts';
import { consoleSessionCalls, getStaffMember } from './console-session.ts';
import { consoleEventsCalls, createConsoleEvent, getConsoleEvent, hideConsoleEvent, listConsoleEvents, publishConsoleEvent, updateConsoleEvent } from './events.ts';
import { consoleEventCitiesCalls, copyConsoleEventCity, createConsoleEventCity, getConsoleEventCity, listConsoleEventCities, updateConsoleEventCity } from './event-cities.ts';
import {
  changeFormatStock,
  changeFormatsInBulk,
  consoleFormatsCalls,
  createConsoleFormat,
  getConsoleFormat,
  hideConsoleFormat,
  listConsoleFormats,
  updateConsoleFormat,
} from './formats.ts';
import {
  consolePromocodesCalls,
  createConsolePromocode,
  createPromocodeBatch,
  downloadPromocodeBatch,
  getConsolePromocode,
  listConsolePromocodes,
  updateConsolePromocode,
} from './promocodes.ts';
import { cancelEventCity, consoleOrderCalls, getCityCancellation, getOrder, listOrders, refundOrder, resendOrderMail } from './orders.ts';
import { consoleParticipantCalls, exportParticipants, getParticipantCounts, listParticipants } from './participants.ts';
import {
  consoleReferenceCalls,
  createConsoleCity,
  createConsoleEventType,
  createConsoleRegion,
  listConsoleCities,
  listConsoleEventTypes,
  listConsoleRegions,
  loadRussianLocations,
  updateConsoleCity,
  updateConsoleEventType,
  updateConsoleRegion,
} from './reference.ts';
import { addPartner, consolePartnerCalls, listPartners, revokePartnerKey, rotatePartnerKey, updatePartner } from './partners.ts';
import { consolePictureCalls, listConsolePictures, uploadConsolePicture } from './pictures.ts';
import { consoleInsuranceCalls, createConsoleInsurance, getConsoleInsurance, listConsoleInsurance, updateConsoleInsurance } from './insurance.ts';
import {
  addProductSize,
  changeProductStock,
  consoleShopCalls,
  createConsoleProduct,
  createShopCategory,
  getConsoleProduct,
  listConsoleProducts,
  listShopCategories,
  updateConsoleProduct,
  updateShopCategory,
} from './shop.ts';
import {
  changeCertificateStock,
  consoleCertificateCalls,
  createConsoleCertificate,
  getConsoleCertificate,
  listConsoleCertificates,
  updateConsoleCertificate,
} from './certificates.ts';
import { consoleSalesCalls, createConsoleSale, endConsoleSale, getConsoleSale, listConsoleSales, updateConsoleSale } from './sales.ts';
import { consoleNewsCalls, createConsoleNews, getConsoleNews, listConsoleNews, updateConsoleNews } from './news.ts';
import { consoleBannersCalls, createConsoleBanner, getConsoleBanner, listConsoleBanners, updateConsoleBanner } from './banners.ts';

export const consoleCalls = {
  session: consoleSessionCalls,
  audit: consoleAuditCalls,
  checkin: checkinCalls,
  events: consoleEventsCalls,
  eventCities: consoleEventCitiesCalls,
  formats: consoleFormatsCalls,
  promocodes: consolePromocodesCalls,
  orders: consoleOrderCalls,
  participants: consoleParticipantCalls,
  partners: consolePartnerCalls,
  reference: consoleReferenceCalls,
  pictures: consolePictureCalls,
  insurance: consoleInsuranceCalls,
  shop: consoleShopCalls,
  certificates: consoleCertificateCalls,
  sales: consoleSalesCalls,
  news: consoleNewsCalls,
  banners: consoleBannersCalls,
};

export type ConsoleArea = keyof typeof consoleCalls;

/** `'area.key'` of every console call. */
export type ConsoleCallKey = { [A in ConsoleArea]: `${A}.${keyof (typeof consoleCalls)[A] & string}` }[ConsoleArea];
type ConsoleSpecOf<K extends ConsoleCallKey> = K extends `${infer A extends ConsoleArea}.${infer C}`
  ? C extends keyof (typeof consoleCalls)[A]
    ? (typeof consoleCalls)[A][C]
    : never
  : never;

/**
 * The typed client function of every console call, by `'area.key'`: a call without a function,
 * or a function answering another call's type, is a compile error (as sdk/contract/all-calls.ts).
 */
export const consoleCallFunctions = {
  'session.me': getStaffMember,
  'audit.list': listAuditLog,
  'checkin.eventCities': listCheckinEventCities,
  'checkin.snapshot': getCheckinSnapshot,
  'checkin.scan': scanTicket,
  'checkin.sync': syncScans,
  'checkin.undo': undoCheckin,
  'checkin.stats': getCheckinStats,
  'checkin.absent': downloadAbsent,
  'events.list': listConsoleEvents,
  'events.get': getConsoleEvent,
  'events.create': createConsoleEvent,
  'events.update': updateConsoleEvent,
  'events.hide': hideConsoleEvent,
  'events.publish': publishConsoleEvent,
  'eventCities.list': listConsoleEventCities,
  'eventCities.get': getConsoleEventCity,
  'eventCities.create': createConsoleEventCity,
  'eventCities.update': updateConsoleEventCity,
  'eventCities.copy': copyConsoleEventCity,
  'formats.list': listConsoleFormats,
  'formats.get': getConsoleFormat,
  'formats.create': createConsoleFormat,
  'formats.update': updateConsoleFormat,
  'formats.hide': hideConsoleFormat,
  'formats.stock': changeFormatStock,
  'formats.bulk': changeFormatsInBulk,
  'promocodes.list': listConsolePromocodes,
  'promocodes.get': getConsolePromocode,
  'promocodes.create': createConsolePromocode,
  'promocodes.batch': createPromocodeBatch,
  'promocodes.batchCsv': downloadPromocodeBatch,
  'promocodes.update': updateConsolePromocode,
  'orders.list': listOrders,
  'orders.get': getOrder,
  'orders.refund': refundOrder,
  'orders.resendMail': resendOrderMail,
  'orders.cancelCity': cancelEventCity,
  'orders.cancellation': getCityCancellation,
  'participants.list': listParticipants,
  'participants.counts': getParticipantCounts,
  'participants.export': exportParticipants,
  'partners.list': listPartners,
  'partners.add': addPartner,
  'partners.update': updatePartner,
  'partners.rotateKey': rotatePartnerKey,
  'partners.revokeKey': revokePartnerKey,
  'reference.eventTypes': listConsoleEventTypes,
  'reference.createEventType': createConsoleEventType,
  'reference.updateEventType': updateConsoleEventType,
  'reference.regions': listConsoleRegions,
  'reference.createRegion': createConsoleRegion,
  'reference.updateRegion': updateConsoleRegion,
  'reference.cities': listConsoleCities,
  'reference.createCity': createConsoleCity,
  'reference.updateCity': updateConsoleCity,
  'reference.loadRussia': loadRussianLocations,
  'pictures.list': listConsolePictures,
  'pictures.upload': uploadConsolePicture,
  'insurance.list': listConsoleInsurance,
  'insurance.get': getConsoleInsurance,
  'insurance.create': createConsoleInsurance,
  'insurance.update': updateConsoleInsurance,
  'shop.categories': listShopCategories,
  'shop.createCategory': createShopCategory,
  'shop.updateCategory': updateShopCategory,
  'shop.list': listConsoleProducts,
  'shop.get': getConsoleProduct,
  'shop.create': createConsoleProduct,
  'shop.update': updateConsoleProduct,
  'shop.stock': changeProductStock,
  'shop.addSize': addProductSize,
  'certificates.list': listConsoleCertificates,
  'certificates.get': getConsoleCertificate,
  'certificates.create': createConsoleCertificate,
  'certificates.update': updateConsoleCertificate,
  'certificates.stock': changeCertificateStock,
  'sales.list': listConsoleSales,
  'sales.get': getConsoleSale,
  'sales.create': createConsoleSale,
  'sales.update': updateConsoleSale,
  'sales.end': endConsoleSale,
  'news.list': listConsoleNews,
  'news.get': getConsoleNews,
  'news.create': createConsoleNews,
  'news.update': updateConsoleNews,
  'banners.list': listConsoleBanners,
  'banners.get': getConsoleBanner,
  'banners.create': createConsoleBanner,
  'banners.update': updateConsoleBanner,
} satisfies { readonly [K in ConsoleCallKey]: (...args: never[]) => Promise<CallResult<ConsoleSpecOf<K>>> };

export interface ListedConsoleCall {
  readonly area: ConsoleArea;
  readonly key: string;
  readonly spec: AnyCallSpec;
}

const isArea = (name: string): name is ConsoleArea => name in consoleCalls;

/** Every console call, area by area. */
export function listConsoleCalls(): ListedConsoleCall[] {
  return Object.keys(consoleCalls)
    .filter(isArea)
    .flatMap((area) => Object.entries<AnyCallSpec>(consoleCalls[area]).map(([key, spec]) => ({ area, key, spec })));
}
