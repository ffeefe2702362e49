import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { formMessage, type FormMessage } from '../forms/form-message.ts';

/**
 * Delivery in the basket (purchase.md §2, §4, §5). A line with `delivery` set needs a
 * delivery method ('Выберите способ доставки' until one is chosen). The address fields show
 * unless every shop line is hidden-delivery (`isHiddenDeliveryAddres`) or picked up
 * (`currentPickupSelect` set).
 */

/** Whether the line needs a delivery method. */
export function needsDeliveryMethod(item: BasketItem): boolean {
  return item.delivery === true;
}

/** Whether the line's delivery method is chosen. */
export function deliveryMethodChosen(item: BasketItem): boolean {
  return (item.delivery_public_id ?? item.delivery_method?.public_id ?? '') !== '';
}

/** 'Выберите способ доставки' when the line needs a method and has none. */
export function validateDeliveryMethod(item: BasketItem): FormMessage | null {
  return needsDeliveryMethod(item) && !deliveryMethodChosen(item) ? formMessage('chooseDelivery') : null;
}

/** Whether the basket needs the delivery address fields (and sends them with the payment). */
export function needsDeliveryAddress(items: readonly BasketItem[]): boolean {
  return items.some(
    (item) => item.selector === 'shop' && item.isHiddenDeliveryAddres !== true && (item.currentPickupSelect ?? '') === '',
  );
}
