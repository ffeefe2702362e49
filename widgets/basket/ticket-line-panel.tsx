import { Suspense } from 'react';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { ParticipantField, SizeOption } from '../../sdk/forms/participant-form.ts';
import { InsuranceSelect } from './insurance-select.tsx';
import { LazyParticipantForm } from './lazy-forms.ts';
import { ParticipantFormSkeleton } from './participant-form-skeleton.tsx';
import { PromoField } from './promo-field.tsx';
import { TicketExtras } from './ticket-extras.tsx';

export interface TicketLinePanelProps {
  readonly line: BasketItem;
  readonly items: readonly BasketItem[];
  readonly sizes: readonly SizeOption[] | undefined;
  readonly touched: ReadonlySet<string>;
  readonly onTouch: (field: ParticipantField) => void;
}

/** What belongs to one ticket: its insurance, its participant form, the goods added to it, its promo code. */
export function TicketLinePanel({ line, items, sizes, touched, onTouch }: TicketLinePanelProps) {
  return (
    <div className="line-panel">
      <InsuranceSelect line={line} />
      {line.preregistration === true && (
        <Suspense fallback={<ParticipantFormSkeleton />}>
          <LazyParticipantForm line={line} sizes={sizes} touched={touched} onTouch={onTouch} />
        </Suspense>
      )}
      <TicketExtras ticket={line} items={items} />
      <PromoField key={line.unique_id} line={line} />
    </div>
  );
}
