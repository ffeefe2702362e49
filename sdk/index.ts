/**
 * racekit SDK — the public entry of the core (no React, no DOM required).
 * Every export is listed by name; each line says what it is. The React side (custom elements
 * and UI primitives) is `sdk/react.ts`.
 */

// ── config ────────────────────────────────────────────────────────────────────────────
export { configure, getConfig, onConfigChange, parseConfigInput, resetConfig } from './config/configure.ts';
/** A path of the organiser's site (a picture, a document) as a URL that loads on any host page. */
export { pictureUrl, siteUrl } from './config/site-url.ts';
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
  SocialCallback,
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
  socialNetworks,
  getCurrentUser,
  updateProfile,
  userCalls,
  verifyEmail,
  verifyNewEmail,
} from './contract/user.ts';
export {
  authCalls,
  checkResetCode,
  createSignInLink,
  getAuthHistory,
  login,
  loginByPhone,
  logout,
  endOtherSessions,
  requestPasswordReset,
  signInByLink,
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
  downloadInsuranceDocument,
  downloadOfferDocument,
  downloadPersonalDataDocument,
} from './contract/documents.ts';
export { SupportRequest, sendSupportRequest, supportCalls } from './contract/support.ts';
export { SocialMode, SocialStart, listSocialNetworks, socialCalls, socialRoute, startSocialSignIn } from './contract/social.ts';
export { filesCalls, uploadFile } from './contract/files.ts';
// the upload body of a picked file: its type (image/jpg and a bare extension understood) and base64 bytes
export { base64Of, fileUploadBody, uploadTypeOf } from './contract/file-upload-body.ts';
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
export { callQuery, callQueryKey, invalidateCall } from './queries/call-query.ts';
// the answers a page's HTML brings for its first screen (the server writes them, callQuery starts from them)
export { EARLY_ANSWERS_ID, provideEarlyAnswers, takeEarlyAnswer, type EarlyAnswer, type TakenAnswer } from './queries/early-answers.ts';
// state: session start-up (the basket part is sdk/checkout's loadSessionBasket)
// start-up, sign-in, sign-out
export {
  signIn,
  signOut,
  startSession,
  type SessionOptions,
  type SessionState,
} from './checkout/session-start.ts';

// ── checkout (the purchase as a service over the store) ─────────────────────────────
// the basket list in use (guest or user) and the options every checkout function takes
export { basketAtomOf, isSignedIn, readBasket, storeOf, type BasketReadyOption, type CheckoutOptions } from './checkout/basket-in-use.ts';
// one edit of the list in use: stored, then saved for a signed-in user (coalesced)
export { editBasket, type BasketChange } from './checkout/edit-basket.ts';
export {
  BASKET_SYNC_DELAY_MS,
  basketUnsavedAtom,
  dropBasketSave,
  flushBasketSave,
  onBasketSaveError,
  scheduleBasketSave,
} from './checkout/basket-sync.ts';
// the one set of count limits (dialog, deep link, basket) and placing a ticket under them
export { fitTicketCount, type CountFit } from './checkout/fit-ticket-count.ts';
export { placeTicket, ticketsHeld, type Placed } from './checkout/place-ticket.ts';
export { checkoutNoticesAtom } from './checkout/checkout-notices.ts';
export { withTicketPromocode } from './checkout/ticket-promocode.ts';
export { checkLinkPromocode, type LinkPromocode } from './checkout/check-link-promocode.ts';
// the buy dialog's add, the deep link's fill, the basket's count steps
export { addTicket, type TicketRequest } from './checkout/add-ticket.ts';
export { fillFromLink, requestedCount } from './checkout/fill-from-link.ts';
export { countView, stepBasketCount, type CountView, type StepOptions, type StepOutcome } from './checkout/step-count.ts';
export { freshAvailability } from './checkout/fresh-availability.ts';
// clearing with undo, the basket's e-mail
export { CLEAR_UNDO_MS, clearBasketUndoable, restoreBasket } from './checkout/clear-basket.ts';
export { CHECKOUT_EMAIL_KEY, checkoutEmailAtom } from './checkout/checkout-email.ts';
// one payment attempt per basket, paying, and the order check
export {
  forgetPaymentAttempt,
  PAYMENT_ATTEMPT_KEY,
  PaymentAttempt,
  paymentAttemptAtom,
  paymentAttemptKey,
  paymentFingerprint,
} from './checkout/payment-attempt.ts';
export { payBasket, type PayOptions, type PayOutcome } from './checkout/pay-basket.ts';
export { providerUrl } from './checkout/provider-url.ts';
export { checkoutStartDetail, type CheckoutStartDetail } from './checkout/checkout-start.ts';
export { returnedPurchase, type PurchaseDetail } from './checkout/returned-purchase.ts';
export { confirmOrder, ORDER_CHECK_ATTEMPTS, ORDER_CHECK_INTERVAL_MS, type OrderConfirmation } from './checkout/confirm-order.ts';
// the basket at a session's start (sdk/state's startSession and signIn call it)
export { clearSessionBasket, loadSessionBasket } from './checkout/session-basket.ts';

// ── basket (purchase rules) ───────────────────────────────────────────────────────────
// (owned by sdk/basket)
// constants of purchase.md §9: ticket count 1–500, default kind, 10-minute hold, pay-flag reset
export {
  DEFAULT_TICKET_KIND,
  PAYMENT_FLAG_RESET_MS,
  TICKET_COUNT_MAX,
  TICKET_COUNT_MIN,
  TICKET_HOLD_MS,
} from './basket/basket-constants.ts';
// a new random unique_id for a basket line
export { newBasketItemId, type IdSource } from './basket/basket-item-id.ts';
// basket lines built from what was chosen: a ticket of a format, a shop product, an insurance
export { ticketKindOf, ticketLine, type TicketChoice } from './basket/ticket-line.ts';
export { productLine } from './basket/product-line.ts';
export { insuranceLine, type InsuranceChoice } from './basket/insurance-line.ts';
// pure list edits: add (shop path, groups), update, remove with paired products, clear, optional goods
export {
  addBasketItem,
  addShopGoods,
  blankGroupEntry,
  clearBasket,
  isSameShopGoods,
  removeBasketGroup,
  removeBasketItem,
  toggleOptionalGoods,
  updateBasketItem,
  type AddOptions,
} from './basket/basket-edits.ts';
// guest → user merge on sign-in, and what is synced to the server
export { mergeGuestBasket, toServerBasket } from './basket/guest-basket.ts';
// ticket count: limit (buy_limit › tickets_left › max_count, ≤ 500), team step, plus/minus, check
export {
  checkTicketCount,
  initialTicketCount,
  isTeamTicket,
  stepTicketCount,
  ticketCountLimit,
  ticketCountMin,
  ticketCountStep,
  ticketOrderLimit,
} from './basket/ticket-count.ts';
export { teamSizeMessage, type TeamFields } from './basket/team-size.ts';
// the availability cap on top of that limit: never more than are left of the kind; fresh availability on a line
export {
  availableTicketLimit,
  isFixedTeam,
  isTicketSoldOut,
  startingTicketCount,
  ticketsLeftOf,
  withAvailability,
  withAvailableLimit,
} from './basket/ticket-availability.ts';
// pre-registration groups: one line and tab 'Билет N' per ticket, preReg re-checked on change
export {
  addGroupTicket,
  groupLines,
  groupTabs,
  preRegistrationComplete,
  removeGroupTicket,
  removeLastGroupTicket,
  updateGroupTicket,
  updateParticipant,
  withPreRegStatus,
  type GroupEdit,
  type GroupTab,
} from './basket/pre-registration.ts';
// place-holding tickets older than 10 minutes leave the basket, with the notice
export { isStaleTicket, removeStaleTickets } from './basket/stale-tickets.ts';
// whole roubles on item cards (2-decimal rounding is sdk/format's roundMoney)
export { cardRoubles } from './basket/card-roubles.ts';
// promo code price: units capped by codes left and count; percent, fixed, 100 %, special price
export { promoUnitPrice, promoUnits } from './basket/promo-price.ts';
// sales: in time and at their count threshold; percent or fixed per item
export { isSaleActive, isSaleInTime, saleItemCount, saleUnitPrice, type SaleLine } from './basket/sale-price.ts';
// the vip's one personally discounted ticket
export { hasVipDiscount, vipDiscountLineId, vipUnitPrice, type VipLine } from './basket/vip-discount.ts';
// basket pricing from plain inputs (client and server): lines, discounts, delivery, total
export { priceBasket, type BasketPrice, type PriceLine, type PricedLine, type PricingInput } from './basket/price-basket.ts';
// basket lines as price lines, their sales, and the card cost
export { itemCardCost, priceLinesOf, salesOf } from './basket/basket-price-lines.ts';
export { priceAddedLine, priceItems, type BasketPriceContext } from './basket/basket-price.ts';
// the promo field state machine, its check target and the answer → line state
export {
  applyPromocode,
  clearPromocode,
  promoFieldState,
  promocodeCheckTarget,
  promocodeFromAnswer,
  validatePromocodeInput,
  type PromoDisabledReason,
  type PromoFieldContext,
  type PromoFieldState,
  type PromoFieldStatus,
  type PromocodeCheckAnswer,
} from './basket/promocode-field.ts';
// delivery: which lines need a method, whether the address fields are needed
export { deliveryMethodChosen, needsDeliveryAddress, needsDeliveryMethod, validateDeliveryMethod } from './basket/delivery-needs.ts';
// the pay button's conditions
export {
  deliveryComplete,
  insuranceFormsComplete,
  payButtonState,
  type PayBlock,
  type PayButtonInput,
} from './basket/pay-button.ts';
// the POST /api/payment body from the basket
export { buildPaymentRequest, participantInfoPayload, type PaymentPayloadInput } from './basket/build-payment-request.ts';
// after the order check: the route, and paid tickets out of the basket
export { orderCheckRoute, orderThanksKind, removePaidItems, type CheckedOrder, type OrderThanksKind, type PaidLines } from './basket/order-check.ts';
export { returnedFromFailedPayment, returnedOrderId, returnedViewKey, thanksPath } from './basket/provider-return.ts';
export {
  ATTRIBUTION_MS,
  firstTouch,
  lineAttribution,
  paymentAttribution,
  storedTouch,
  touchOfQuery,
  utmOf,
  withAttribution,
  type Touch,
} from './basket/attribution.ts';
export { purchaseReturnUrl, readPurchaseReturn } from './basket/purchase-return.ts';

// ── tickets (the ticket card's rules, shared with the server) ─────────────────────────
export {
  EVENT_CURRENT_MS,
  REFUND_PENDING_STATUS,
  REFUNDED_STATUS,
  activeSections,
  isCancelled,
  isIncomingTransfer,
  isTransferredAway,
  offersQrCode,
  shownTicketStatus,
  ticketActions,
  ticketListOf,
  ticketStatus,
  type TicketActions,
  type TicketList,
  type TicketStatus,
} from './tickets/ticket-status.ts';

// ── forms (validation) ────────────────────────────────────────────────────────────────
// (owned by sdk/forms)
// messages as i18n keys with values, and the shape of a form's answer
export {
  formCheck,
  formMessage,
  formRefusal,
  formValue,
  textMessage,
  type FieldErrors,
  type FormCheck,
  type FormMessage,
  type FormMessageKey,
  type FormValue,
} from './forms/form-message.ts';
// phone masks (spec and react-imask forms), country detection by prefix, completeness, the
// field's message, the kept digits
export {
  RUSSIAN_TRUNK_PREFIX,
  cleanPhone,
  detectPhoneCountry,
  phoneCountries,
  phoneCountryCodes,
  phoneCountryFor,
  phoneCountryOf,
  phoneDigits,
  phoneMasks,
  phoneSpecMasks,
  phoneStatus,
  readPhone,
  validatePhone,
  type PhoneCountry,
  type PhoneMessages,
  type PhoneReading,
  type PhoneStatus,
} from './forms/phone.ts';
// what a phone field shows for stored digits and how it reads what is typed (the trunk 8)
export {
  formatPhone,
  formatStoredPhone,
  phoneCodeUndoubled,
  phoneFieldCountry,
  phoneFieldMask,
  phoneOtherMask,
  phonePlaceholder,
  phoneTextTyped,
} from './forms/phone-input.ts';
// e-mail pattern (TLD 2–12 letters, 254 characters at most), lowercasing, the field message, the kept value
export { EMAIL_MAX_LENGTH, cleanEmail, emailPattern, isValidEmail, normalizeEmail, validateEmail } from './forms/email.ts';
// the reality check of an address (no known provider typo, no reserved top-level domain)
export { emailLooksDeliverable } from './forms/email-deliverable.ts';
// calendar dates: DD.MM.YYYY mask and parsing, ISO, whole years, an event's own day
export {
  MIN_BIRTH_YEAR,
  birthDateMask,
  birthDateSpecMask,
  compareDates,
  eventDate,
  formatIsoDate,
  formatRuDate,
  isPlausibleBirthDate,
  parseAnyDate,
  parseIsoDate,
  parseRuDate,
  utcDate,
  wholeYears,
  type CalendarDate,
} from './forms/calendar-date.ts';
// DD.MM.YYYY → ISO, or 'Неверный формат даты'
export { toIsoDate } from './forms/to-iso-date.ts';
// files as { name, size, type }: documents ≤ 4 MB (pdf, jpeg, png, jpg), images ≤ 2 MB (jpg, jpeg, png)
export {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  documentExtensions,
  imageExtensions,
  validateDocumentFile,
  validateImageFile,
  type UploadFile,
} from './forms/upload-file.ts';
// generic field messages: required, > 0, integer, postal index, time
export {
  postalIndexNotFound,
  validateInteger,
  validatePositive,
  validatePostalIndex,
  validateRequired,
  validateTime,
} from './forms/generic-fields.ts';
// a race time HH:MM:SS up to 99 h, not all zero (a club competition result)
export { parseRaceTime, validateRaceTime } from './forms/race-time.ts';
// a club competition result: its fields (the server checks them too), the proof picture, the request
export {
  checkResultForm,
  competitionRequest,
  validateCompetitionResult,
  type CompetitionResultFields,
  type ResultField,
  type ResultFormInput,
} from './forms/competition-result-form.ts';
// the participant form of a ticket
export {
  sizeRequired,
  validateParticipantForm,
  type ParticipantField,
  type ParticipantFormContext,
  type SizeOption,
} from './forms/participant-form.ts';
// the insurance form (age 5–86 on the start date, '!' messages)
export {
  INSURANCE_AGE_MAX,
  INSURANCE_AGE_MIN,
  validateInsuranceForm,
  type InsuranceField,
  type InsuranceFormContext,
} from './forms/insurance-form.ts';
// basket contacts and delivery fields
export {
  deliveryContactsComplete,
  paymentEmailValid,
  validateBasketContacts,
  validatePaymentEmail,
  type BasketContactField,
  type BasketContacts,
} from './forms/basket-contacts.ts';
// registration, login, SMS code, change password, e-mail change
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  CODE_RESEND_MS,
  cleanSmsCode,
  resendWaitSeconds,
  sentAtFromRetryAfter,
  emailNotRealMessage,
  loginInvalidField,
  passwordChangedMessage,
  validateChangePassword,
  validateEmailChange,
  validateRegistration,
  validateNewPassword,
  validateRegistrationPassword,
  validateSmsCode,
  type RegistrationInput,
} from './forms/account-forms.ts';
// profile data, emergency contact (RU, TJ, BY), contact popup
export {
  cleanProfileBirthDate,
  contactPhoneCountries,
  emergencyPhoneCountries,
  profileChanges,
  profileUpdatedMessage,
  validateContactPopup,
  validateContactRequest,
  validateEmergencyContact,
  type ContactPopupInput,
  type ContactRequestInput,
  type EmergencyContactInput,
  type ProfileChanges,
  type ProfileDataInput,
} from './forms/profile-forms.ts';

// ── i18n ──────────────────────────────────────────────────────────────────────────────
// (owned by sdk/i18n)
export { createRacekitI18n, type StartingTexts } from './i18n/create-racekit-i18n.ts';
export { getRacekitI18n } from './i18n/get-racekit-i18n.ts';
export { changeLanguage } from './i18n/change-language.ts';
/** Texts by explicit modules: what an entry (the site, a widget, the tests) passes in. */
export { bundledTexts, textModule, type AreaTexts, type TextArea, type TextModule } from './i18n/text-module.ts';
export { provideTexts, providePageTexts, registerTexts, textsLoaded } from './i18n/page-texts.ts';
export { allTexts } from './i18n/all-texts.ts';
/** The visitor's language (stored choice, else configured) — the API is asked in it — and its atom. */
export { visitorLanguage, visitorLanguageAtom } from './i18n/visitor-language.ts';
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
export { formatExactRoubles, formatRoubles } from './format/format-roubles.ts';
export { formatOrderAmount } from './format/format-order-amount.ts';
export { roundMoney } from './format/round-money.ts';
// catalogue: what the site shows of an event, and the inputs of its pages' first calls (the server reads the same)
export { heroEvents } from './catalogue/hero-events.ts';
export { eventPicture, heroPictures, landingPictures, type EventPictures } from './catalogue/event-pictures.ts';
export { calendarEvents, type CalendarFilter } from './catalogue/calendar-events.ts';
export { citiesByStart } from './catalogue/cities-by-start.ts';
export { eventFormatsInput, homeNewsInput, shopBannersInput } from './catalogue/first-screen-inputs.ts';
export { insuranceValidityDays } from './format/insurance-validity-days.ts';
