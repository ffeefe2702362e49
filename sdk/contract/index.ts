// The public entry "@racekit/sdk/contract" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/contract/, by name.
export { allCalls, callFunctions, type CallFunctionTable, type CallKey, listCalls, type ListedCall, type ResourceName, type SpecOf } from './all-calls.ts';
export { basketCalls, getUserBasket, saveUserBasket } from './basket.ts';
export { canonicalJson } from './canonical-json.ts';
export { checkShape, type ShapeFailure } from './check-shape.ts';
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
} from './clubs.ts';
export {
  type AnyCallSpec,
  type CallDefinition,
  type CallInput,
  callName,
  type CallResult,
  type CallSpec,
  defineCall,
  type DownloadedFile,
} from './define-call.ts';
export { deliveryCalls, DeliveryQuoteRequest, getDeliveryPrice, listDeliveryMethods } from './delivery.ts';
export { documentsCalls, downloadAdvertisingDocument, downloadInsuranceDocument, downloadOfferDocument, downloadPersonalDataDocument } from './documents.ts';
export { EventCityFilter, eventsCalls, filterEventCities, getEventById, listEventCities, listEvents, listEventTypes, listProjectEventTypes } from './events.ts';
export { base64Of, fileUploadBody, uploadTypeOf } from './file-upload-body.ts';
export { filesCalls, uploadFile } from './files.ts';
export { fillPath } from './fill-path.ts';
export { formatsCalls, getFormat, getTeam, getTicketAvailability, listFormatsByEventCity } from './formats.ts';
export {
  getInsuranceProduct,
  insuranceCalls,
  listFormatInsurances,
  listInsuranceProducts,
  listInsuredFormats,
  listPastInsurances,
  listValidInsurances,
} from './insurance.ts';
export { invoke } from './invoke.ts';
export { findAddressByIndex, getLocationDetails, listRegionCities, listRegions, locationCalls } from './location.ts';
export { getNews, listNews, newsCalls, NewsItem, previewNews, subscribeNews } from './news.ts';
export { getOrder, getViewedOrder, listShopOrders, listSoldGoods, ordersCalls, orderViewCalls } from './orders.ts';
export { getReturnedPurchase, partnerCalls } from './partners.ts';
export { cancelPurchase, createPayment, paymentCalls } from './payment.ts';
export { checkInsurancePromocode, checkProductPromocode, checkTicketPromocode, promocodesCalls } from './promocodes.ts';
export { filterResultEventCities, getEventResults, listResultCities, listResultFormats, resultsCalls, ResultsFilter } from './results.ts';
export { bookNumber, getBookedNumbers, getSpace, listSpaceMaps, seatsCalls } from './seats.ts';
export { getProduct, listBanners, listEventGoods, listHeroesGoods, listShirtSizes, listShopItems, previewHeroesGoods, shopCalls, ShopPlace } from './shop.ts';
export { listSocialNetworks, socialCalls, SocialMode, socialRoute, SocialStart, startSocialSignIn } from './social.ts';
export { sendSupportRequest, supportCalls, SupportRequest } from './support.ts';
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
} from './tickets.ts';
export {
  addSocialAccount,
  changeEmail,
  changePassword,
  checkRealEmail,
  completeTemporaryUser,
  getCurrentUser,
  ProfileUpdate,
  registerByEmail,
  registerByPhone,
  Registration,
  requestPhoneCode,
  requestSmsCode,
  resendConfirmationEmail,
  setPhone,
  SocialCallback,
  socialLogin,
  SocialNetwork,
  socialNetworks,
  updateProfile,
  userCalls,
  verifyEmail,
  verifyNewEmail,
} from './user.ts';
