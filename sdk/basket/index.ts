// The public entry "@racekit/sdk/basket" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/basket/, by name.
export {
  ATTRIBUTION_MS,
  firstTouch,
  lineAttribution,
  paymentAttribution,
  storedTouch,
  type Touch,
  touchOfQuery,
  utmOf,
  withAttribution,
} from './attribution.ts';
export { DEFAULT_TICKET_KIND, PAYMENT_FLAG_RESET_MS, TICKET_COUNT_MAX, TICKET_COUNT_MIN, TICKET_HOLD_MS } from './basket-constants.ts';
export {
  addBasketItem,
  type AddOptions,
  addShopGoods,
  blankGroupEntry,
  clearBasket,
  isSameShopGoods,
  removeBasketGroup,
  removeBasketItem,
  toggleOptionalGoods,
  updateBasketItem,
} from './basket-edits.ts';
export { type IdSource, newBasketItemId } from './basket-item-id.ts';
export { itemCardCost, priceLinesOf, salesOf } from './basket-price-lines.ts';
export { type BasketPriceContext, priceAddedLine, priceItems } from './basket-price.ts';
export { buildPaymentRequest, participantInfoPayload, type PaymentPayloadInput } from './build-payment-request.ts';
export { cardRoubles } from './card-roubles.ts';
export { deliveryMethodChosen, needsDeliveryAddress, needsDeliveryMethod, validateDeliveryMethod } from './delivery-needs.ts';
export { mergeGuestBasket, toServerBasket } from './guest-basket.ts';
export { type InsuranceChoice, insuranceLine } from './insurance-line.ts';
export { type CheckedOrder, orderCheckRoute, orderThanksKind, type OrderThanksKind, type PaidLines, removePaidItems } from './order-check.ts';
export { deliveryComplete, insuranceFormsComplete, type PayBlock, type PayButtonInput, payButtonState } from './pay-button.ts';
export {
  addGroupTicket,
  type GroupEdit,
  groupLines,
  type GroupTab,
  groupTabs,
  preRegistrationComplete,
  removeGroupTicket,
  removeLastGroupTicket,
  updateGroupTicket,
  updateParticipant,
  withPreRegStatus,
} from './pre-registration.ts';
export { type BasketPrice, priceBasket, type PricedLine, type PriceLine, type PricingInput } from './price-basket.ts';
export { productLine } from './product-line.ts';
export { promoUnitPrice, promoUnits } from './promo-price.ts';
export {
  applyPromocode,
  clearPromocode,
  type PromocodeCheckAnswer,
  promocodeCheckTarget,
  promocodeFromAnswer,
  type PromoDisabledReason,
  type PromoFieldContext,
  promoFieldState,
  type PromoFieldState,
  type PromoFieldStatus,
  validatePromocodeInput,
} from './promocode-field.ts';
export { returnedFromFailedPayment, returnedOrderId, returnedViewKey, thanksPath } from './provider-return.ts';
export { purchaseReturnUrl, readPurchaseReturn } from './purchase-return.ts';
export { isSaleActive, isSaleInTime, saleItemCount, type SaleLine, saleUnitPrice } from './sale-price.ts';
export { isStaleTicket, removeStaleTickets } from './stale-tickets.ts';
export { type TeamFields, teamSizeMessage } from './team-size.ts';
export {
  availableOrderLimit,
  availableTicketLimit,
  isFixedTeam,
  isTicketSoldOut,
  startingTicketCount,
  ticketsLeftOf,
  withAvailability,
  withAvailableLimit,
} from './ticket-availability.ts';
export {
  checkTicketCount,
  initialTicketCount,
  isTeamTicket,
  stepTicketCount,
  ticketCountLimit,
  ticketCountMin,
  ticketCountStep,
  ticketOrderLimit,
} from './ticket-count.ts';
export { type TicketChoice, ticketKindOf, ticketLine } from './ticket-line.ts';
export { hasVipDiscount, vipDiscountLineId, type VipLine, vipUnitPrice } from './vip-discount.ts';
