// The public entry "@racekit/sdk/contract/schemas" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/contract/schemas/, by name.
export {
  Attribution,
  PARTNER_NAME_PATTERN,
  PartnerName,
  RETURN_URL_MAX_LENGTH,
  ReturnUrl,
  StoredAttribution,
  Utm,
  UTM_FIELDS,
  UTM_MAX_LENGTH,
} from './attribution.ts';
export { Banner } from './banner.ts';
export { AdditionalField, BasketItem, BasketSelector, Cluster, NamedId, PlaceSelect, Proportion, Region } from './basket-item.ts';
export { Club } from './club.ts';
export { type Describe, IdParams, LocationId, maybe, MessageResponse, QueryBoolean, QueryNumber, valuesOf } from './common.ts';
export { Competition, CompetitionResultRequest, CompetitionType } from './competition.ts';
export { DeliveryMethod, DeliveryPrice } from './delivery.ts';
export { City, EventCity, EventSummary } from './event-city.ts';
export { EventFormat, TicketAvailability } from './event-format.ts';
export { EventResults, type ResultColumn, ResultFormat, ResultRow, ResultValue } from './event-results.ts';
export { EventProject, EventType } from './event-type.ts';
export { Event, EventBanners } from './event.ts';
export { InsuranceProduct, InsuranceRecord } from './insurance.ts';
export { LocationCity, LocationInfo, PostalAddress } from './location.ts';
export { Order, OrderCheck, OrderLine, SoldGood } from './order.ts';
export { ClusterChoice, Gender, InsuredPerson, ParticipantInfo } from './participant-info.ts';
export { PartnerReport, PartnerReportQuery, PartnerReportRow, PartnerReturn, PurchaseLine, ReturnedPurchase, ReturnKey } from './partner-answers.ts';
export { InsuranceLine, PaymentRequest, PaymentResponse, ShopLine, TicketLine } from './payment-order.ts';
export { Product, ProductGender } from './product.ts';
export { PromocodeCheck } from './promocode-check.ts';
export { PromocodeState } from './promocode-state.ts';
export { RefundInfo } from './refund-info.ts';
export { DiscountForm, Sale } from './sale.ts';
export { BookedNumbers, Space, SpaceMap, SpacePlace } from './seat-booking.ts';
export { Session } from './session.ts';
export { Team } from './team.ts';
export { limitedRecord, limitedText, participantTextLimits, TEXT_MAX } from './text-limits.ts';
export { Ticket, TicketInfo, TicketRegistration } from './ticket.ts';
export { FileUpload, UploadedFile, UploadType } from './uploaded-file.ts';
export { AuthSession, relationshipOptions, SignInLink, User } from './user.ts';
