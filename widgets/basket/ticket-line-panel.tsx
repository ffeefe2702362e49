import { Suspense } from 'react';
import { updateGroupTicket, updateParticipant } from '../../sdk/basket/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import type { ParticipantField, SizeOption } from '../../sdk/forms/index.ts';
import { LazyParticipantForm } from '../../sdk/ui/form/index.ts';
import { useBasketActions } from './basket-context.ts';
import { InsuranceSelect } from './insurance-select.tsx';
import { ParticipantFormSkeleton } from './participant-form-skeleton.tsx';
import { PromoField } from './promo-field.tsx';
import { TicketExtras } from './ticket-extras.tsx';

export interface TicketLinePanelProps {
  readonly line: BasketItem;
  readonly items: readonly BasketItem[];
  readonly sizes: readonly SizeOption[] | undefined;
  /** Whether a field's message of this ticket's form shows. */
  readonly shows: (field: ParticipantField) => boolean;
  readonly onTouch: (field: ParticipantField) => void;
}

/**
 * What belongs to one ticket: its insurance, its participant form (the kit's, every change
 * through sdk/basket, which re-checks the line and keeps preReg and isErrorTab), the goods
 * added to it, its promo code.
 */
export function TicketLinePanel({ line, items, sizes, shows, onTouch }: TicketLinePanelProps) {
  const { edit, reportError } = useBasketActions();
  return (
    <div className="line-panel">
      <InsuranceSelect line={line} />
      {line.preregistration === true && (
        <Suspense fallback={<ParticipantFormSkeleton />}>
          <LazyParticipantForm
            line={line}
            sizes={sizes}
            titled
            part="participant-form"
            shows={shows}
            onTouch={onTouch}
            onInfo={(patch) => edit((list) => updateParticipant(list, line.unique_id, patch, { now: Date.now(), sizes }))}
            onLine={(patch) => edit((list) => updateGroupTicket(list, line.unique_id, patch, { now: Date.now(), sizes }))}
            onUploadFailure={reportError}
          />
        </Suspense>
      )}
      <TicketExtras ticket={line} items={items} />
      <PromoField key={line.unique_id} line={line} />
    </div>
  );
}
