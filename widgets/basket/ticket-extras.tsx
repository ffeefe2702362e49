import { useTranslation } from 'react-i18next';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { shopCalls } from '../../sdk/contract/index.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';
import { OptionalGoodsCard } from './optional-goods-card.tsx';
import { relatedGoodsInput } from '../../sdk/checkout/index.ts';

/**
 * The goods that can be attached to a ticket (purchase.md §2 "extras"): the event city's goods
 * (GET /api/shop/related/{event_city}), each an optional-goods card. Hidden when there are none.
 */
export function TicketExtras({ ticket, items }: { ticket: BasketItem; items: readonly BasketItem[] }) {
  const { t } = useTranslation();
  const goods = useCallQuery(shopCalls.related, relatedGoodsInput(ticket)).data?.values ?? [];
  if (goods.length === 0) return null;
  return (
    <section className="extras" aria-label={t('basket.item.extras')}>
      <h4 className="extras__title">{t('basket.item.extras')}</h4>
      <div className="extras__list">
        {goods.map((product) => (
          <OptionalGoodsCard
            key={product.public_id}
            product={product}
            ticket={ticket}
            added={items.find((line) => line.public_id === product.public_id && line.ticket_unique_id === ticket.unique_id)}
          />
        ))}
      </div>
    </section>
  );
}
