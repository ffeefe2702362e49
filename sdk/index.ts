/**
 * racekit SDK — the public entry of the core (no React, no DOM required).
 * Every export is listed by name; each line says what it is. The React side (custom elements
 * and UI primitives) is `sdk/react.ts`.
 */

// ── config ────────────────────────────────────────────────────────────────────────────
export { configure, getConfig, onConfigChange, parseConfigInput, resetConfig } from './config/configure.ts';
export { ConfigError } from './config/config-error.ts';
export { languages, type Language, type RacekitConfig, type RacekitConfigInput } from './config/racekit-config.ts';
export { readScriptConfig } from './config/read-script-config.ts';

// ── http ──────────────────────────────────────────────────────────────────────────────
export {
  ApiError,
  ApiMessageError,
  ContractError,
  ForbiddenError,
  GENERIC_ERROR_TEXT,
  HttpStatusError,
  NetworkError,
  ServerFailureError,
  TimeoutError,
  UnauthorizedError,
  isGlobalError,
  type ApiErrorKind,
} from './http/api-errors.ts';
export { onAuthRequired, type AuthRequiredReason } from './http/auth-bridge.ts';
export {
  CANCEL_PURCHASE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  apiUrl,
  httpRequest,
  type AuthMode,
  type HttpMethod,
} from './http/http-request.ts';

// ── contract ──────────────────────────────────────────────────────────────────────────
export { callName, defineCall, type AnyCallSpec, type CallInput, type CallResult, type CallSpec, type DownloadedFile } from './contract/define-call.ts';
export { invoke } from './contract/invoke.ts';
export { checkShape } from './contract/check-shape.ts';
export { BasketItem, BasketSelector } from './contract/schemas/basket-item.ts';
export { User, AuthSession, relationshipOptions } from './contract/schemas/user.ts';
export { ParticipantInfo, InsuredPerson, Gender } from './contract/schemas/participant-info.ts';
export { PromocodeState } from './contract/schemas/promocode-state.ts';
export { Sale, DiscountForm } from './contract/schemas/sale.ts';
export { basketCalls, getUserBasket, saveUserBasket } from './contract/basket.ts';
export { PaymentRequest, PaymentResponse, TicketLine, ShopLine, InsuranceLine } from './contract/schemas/payment-order.ts';
export { newsCalls, listNews, getNews, previewNews, subscribeNews, NewsItem } from './contract/news.ts';
// contract: resources (owned by sdk/contract)
export { AdditionalField, Cluster, NamedId, PlaceSelect, Proportion, Region } from './contract/schemas/basket-item.ts';
export { Banner } from './contract/schemas/banner.ts';
export { City, EventCity, EventSummary } from './contract/schemas/event-city.ts';
export { Club } from './contract/schemas/club.ts';
export { Competition, CompetitionResultRequest, CompetitionType } from './contract/schemas/competition.ts';
export { DeliveryMethod, DeliveryPrice } from './contract/schemas/delivery.ts';
export { Event, EventBanners } from './contract/schemas/event.ts';
export { EventFormat, TicketAvailability } from './contract/schemas/event-format.ts';
export { EventProject, EventType } from './contract/schemas/event-type.ts';
export { EventResults, ResultFormat, ResultRow, ResultValue, type ResultColumn } from './contract/schemas/event-results.ts';
export { FileUpload, UploadType, UploadedFile } from './contract/schemas/uploaded-file.ts';
export { InsuranceProduct, InsuranceRecord } from './contract/schemas/insurance.ts';
export { LocationCity, LocationInfo, PostalAddress } from './contract/schemas/location.ts';
export { LocationId, MessageResponse, maybe, valuesOf } from './contract/schemas/common.ts';
export { Order, OrderCheck, OrderLine, SoldGood } from './contract/schemas/order.ts';
export { Product, ProductGender } from './contract/schemas/product.ts';
export { PromocodeCheck } from './contract/schemas/promocode-check.ts';
export { Session } from './contract/schemas/session.ts';
export { BookedNumbers, Space, SpaceMap, SpacePlace } from './contract/schemas/seat-booking.ts';
export { Team } from './contract/schemas/team.ts';
export { Ticket, TicketInfo, TicketRegistration } from './contract/schemas/ticket.ts';
export {
  EventCityFilter,
  eventsCalls,
  filterEventCities,
  getEventById,
  listEventCities,
  listEventTypes,
  listEvents,
  listProjectEventTypes,
} from './contract/events.ts';
export { formatsCalls, getFormat, getTeam, getTicketAvailability, listFormatsByEventCity } from './contract/formats.ts';
export {
  checkInsurancePromocode,
  checkProductPromocode,
  checkTicketPromocode,
  promocodesCalls,
} from './contract/promocodes.ts';
export { cancelPurchase, createPayment, paymentCalls } from './contract/payment.ts';
export { getOrder, listShopOrders, listSoldGoods, ordersCalls } from './contract/orders.ts';
export {
  ProfileUpdate,
  Registration,
  SocialNetwork,
  addSocialAccount,
  changeEmail,
  changePassword,
  checkRealEmail,
  completeTemporaryUser,
  registerByEmail,
  registerByPhone,
  requestPhoneCode,
  requestSmsCode,
  resendConfirmationEmail,
  setPhone,
  socialLogin,
  updateProfile,
  userCalls,
  verifyEmail,
  verifyNewEmail,
} from './contract/user.ts';
export {
  authCalls,
  checkResetCode,
  getAuthHistory,
  login,
  loginByPhone,
  logout,
  requestPasswordReset,
  updatePassword,
} from './contract/auth.ts';
export {
  cancelTicketRegistration,
  confirmTicketTransfer,
  downloadResultCertificate,
  getTicketRegistration,
  getTicketResult,
  listMyTickets,
  listPastTickets,
  listTransferredTickets,
  registerTicket,
  returnTicket,
  ticketsCalls,
  transferTicket,
  updateTicket,
} from './contract/tickets.ts';
export {
  getInsuranceProduct,
  insuranceCalls,
  listFormatInsurances,
  listInsuranceProducts,
  listInsuredFormats,
  listPastInsurances,
  listValidInsurances,
} from './contract/insurance.ts';
export {
  attachCompetitionResult,
  clubsCalls,
  createCompetitionResult,
  getClub,
  joinClub,
  leaveClub,
  listClubCompetitions,
  listClubs,
  listCompetitionTypes,
  listMyClubs,
} from './contract/clubs.ts';
export {
  ResultsFilter,
  filterResultEventCities,
  getEventResults,
  listResultCities,
  listResultFormats,
  resultsCalls,
} from './contract/results.ts';
export { bookNumber, getBookedNumbers, getSpace, listSpaceMaps, seatsCalls } from './contract/seats.ts';
export {
  ShopPlace,
  getProduct,
  listBanners,
  listEventGoods,
  listHeroesGoods,
  listShirtSizes,
  listShopItems,
  previewHeroesGoods,
  shopCalls,
} from './contract/shop.ts';
export { DeliveryQuoteRequest, deliveryCalls, getDeliveryPrice, listDeliveryMethods } from './contract/delivery.ts';
export { findAddressByIndex, getLocationDetails, listRegionCities, listRegions, locationCalls } from './contract/location.ts';
export {
  documentsCalls,
  downloadAdvertisingDocument,
  downloadOfferDocument,
  downloadPersonalDataDocument,
} from './contract/documents.ts';
export { SupportRequest, sendSupportRequest, supportCalls } from './contract/support.ts';
export { filesCalls, uploadFile } from './contract/files.ts';
export {
  allCalls,
  callFunctions,
  listCalls,
  type CallFunctionTable,
  type CallKey,
  type ListedCall,
  type ResourceName,
  type SpecOf,
} from './contract/all-calls.ts';

// ── state ─────────────────────────────────────────────────────────────────────────────
export { getRacekitStore, type RacekitStore } from './state/racekit-store.ts';
export {
  basketGoodsAtom,
  guestBasketGoodsAtom,
  langAtom,
  storageKeys,
  themeAtom,
  tokenAtom,
  userAtom,
  type Theme,
} from './state/storage-atoms.ts';
export { globalErrorAtom } from './state/global-error-atom.ts';
export { getQueryClient } from './state/query-client.ts';
export { installAuthBridge } from './state/install-auth-bridge.ts';
// state: session start-up (owned by sdk/basket)

// ── basket (purchase rules) ───────────────────────────────────────────────────────────
// (owned by sdk/basket)

// ── forms (validation) ────────────────────────────────────────────────────────────────
// (owned by sdk/forms)

// ── i18n ──────────────────────────────────────────────────────────────────────────────
// (owned by sdk/i18n)
export { createRacekitI18n } from './i18n/create-racekit-i18n.ts';
export { getRacekitI18n } from './i18n/get-racekit-i18n.ts';
export { changeLanguage } from './i18n/change-language.ts';
export { resources } from './i18n/resources.ts';
export { ru } from './i18n/ru.ts';
export { en } from './i18n/en.ts';
export { isTranslationKey, type TranslationKey } from './i18n/translation-key.ts';
export { relationshipKeys } from './i18n/relationship-keys.ts';
export type { MessagesShape } from './i18n/messages-shape.ts';

// ── format ────────────────────────────────────────────────────────────────────────────
// (owned by sdk/format)
export { racekitDayjs, dayjsLocales, toDayjs, inTimeZone, type DateInput } from './format/racekit-dayjs.ts';
export {
  formatDate,
  formatDayMonth,
  formatDayMonthTime,
  formatLongDate,
  formatShortDate,
  formatTime,
  type DateFormatOptions,
} from './format/date-formats.ts';
export { startOfWeek, weekdayLabels } from './format/week.ts';
export { formatOrderAmount, formatRoubles } from './format/format-roubles.ts';
export { roundMoney } from './format/round-money.ts';
export { insuranceValidityDays } from './format/insurance-validity-days.ts';
