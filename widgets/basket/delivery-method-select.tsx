import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateBasketItem, validateDeliveryMethod } from '../../sdk/basket/index.ts';
import { deliveryCalls } from '../../sdk/contract/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { formatRoubles } from '../../sdk/format/index.ts';
import { Select } from '../../sdk/ui/form/index.ts';
import { useBasketActions } from './basket-context.ts';
import { useCallQuery, useMessageText } from '../../sdk/elements/index.ts';
import { useLanguage } from './use-language.ts';

/**
 * How a card's line (every ticket of a group) that needs delivery (`delivery` set) reaches the buyer: the methods of its item
 * type (GET /api/delivery/{itemType}), placeholder 'Выберите способ доставки'. A pickup method
 * sets currentPickupSelect and a hidden-address method isHiddenDeliveryAddres: with either on
 * every shop line, the delivery address fields hide (sdk/basket delivery-needs).
 */
export function DeliveryMethodSelect({ lines }: { lines: readonly BasketItem[] }) {
  const line = lines[0];
  const { t } = useTranslation();
  const text = useMessageText();
  const lang = useLanguage();
  const { edit, reportError, revealCount } = useBasketActions();
  const [touched, setTouched] = useState(false);
  const methods = useCallQuery(deliveryCalls.methods, line === undefined ? null : { params: { itemType: line.selector } }, reportError).data?.values ?? [];
  if (line === undefined) return null;
  const problem = validateDeliveryMethod(line);
  const ids = new Set(lines.map((entry) => entry.unique_id));

  const choose = (publicId: string) => {
    setTouched(true);
    const method = methods.find((entry) => entry.public_id === publicId);
    if (method === undefined) return;
    const patch = {
      delivery_public_id: method.public_id,
      delivery_method: { name: method.name, public_id: method.public_id },
      currentPickupSelect: method.pickup === true ? method.public_id : '',
      isHiddenDeliveryAddres: method.hidden_address === true,
    };
    edit((items) => [...ids].reduce((list, id) => updateBasketItem(list, id, patch), items));
  };

  return (
    <Select
      label={t('basket.item.delivery')}
      placeholder={t('basket.item.deliveryPlaceholder')}
      className="card__delivery"
      required
      value={line.delivery_public_id ?? line.delivery_method?.public_id ?? ''}
      error={touched || revealCount > 0 ? text(problem) : undefined}
      onBlur={() => setTouched(true)}
      onChange={(event) => choose(event.target.value)}
      options={methods.map((method) => ({
        value: method.public_id,
        label: method.price == null ? method.name : `${method.name} — ${formatRoubles(method.price, lang)}`,
      }))}
    />
  );
}
