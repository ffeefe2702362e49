import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newBasketItemId, toggleOptionalGoods, productLine } from '../../sdk/basket/index.ts';
import { siteUrl } from '../../sdk/config/index.ts';
import type { BasketItem, Product } from '../../sdk/contract/schemas/index.ts';
import type { FormMessage } from '../../sdk/forms/index.ts';
import { Checkbox, Price } from '../../sdk/ui/index.ts';
import { Select } from '../../sdk/ui/form/index.ts';
import { useBasketActions } from './basket-context.ts';
import { useMessageText } from '../../sdk/elements/index.ts';

export interface OptionalGoodsCardProps {
  readonly product: Product;
  /** The ticket line the goods are added to (they leave with it). */
  readonly ticket: BasketItem;
  /** The basket line of these goods for this ticket, when added. */
  readonly added: BasketItem | undefined;
}

/**
 * An optional product beside a ticket (purchase.md §2, §4): a size choice and an 'Добавить'
 * checkbox. On adds it with count 1 paired to the ticket ('Выберите размер' while a product
 * with sizes has none); off removes it; a new size while added replaces the line's size.
 */
export function OptionalGoodsCard({ product, ticket, added }: OptionalGoodsCardProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { edit } = useBasketActions();
  const [size, setSize] = useState(added?.size ?? '');
  const [error, setError] = useState<FormMessage | null>(null);
  const sizes = product.sizes ?? [];

  const toggle = (on: boolean, chosen: string) => {
    const outcome: { error: FormMessage | null } = { error: null };
    edit((items) => {
      const result = toggleOptionalGoods(items, productLine(product, newBasketItemId()), on, {
        size: chosen === '' ? undefined : chosen,
        ticketUniqueId: ticket.unique_id,
      });
      outcome.error = result.error;
      return result.error === null ? result.items : items;
    });
    setError(outcome.error);
  };

  return (
    <div className="extra" part="extra">
      {product.picture != null && <img className="extra__picture" src={siteUrl(product.picture)} alt="" loading="lazy" />}
      <div className="extra__body">
        <p className="extra__title">{product.title}</p>
        <Price value={product.price} old={product.old_price ?? undefined} size="sm" />
        {sizes.length > 0 && (
          <Select
            label={t('basket.item.size')}
            placeholder={t('basket.optional.chooseSize')}
            className="extra__size"
            value={size}
            onChange={(event) => {
              setSize(event.target.value);
              setError(null);
              if (added !== undefined) toggle(true, event.target.value);
            }}
            options={sizes.map((entry) => ({ value: entry.name, label: entry.name, disabled: entry.count === 0 }))}
          />
        )}
        <Checkbox
          checked={added !== undefined}
          aria-label={`${t('basket.optional.add')}: ${product.title}`}
          error={error === null ? undefined : text(error)}
          onChange={(event) => toggle(event.target.checked, size)}
        >
          {t('basket.optional.add')}
        </Checkbox>
      </div>
    </div>
  );
}
