import { Suspense } from 'react';
import { updateBasketItem } from '../../sdk/basket/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import type { InsuranceField } from '../../sdk/forms/index.ts';
import { useFieldMessages } from '../../sdk/ui/form/index.ts';
import { Spinner } from '../../sdk/ui/index.ts';
import { useBasketActions } from './basket-context.ts';
import { LazyInsuredPersonForm } from './lazy-forms.ts';

/**
 * The insured person of an insurance line (purchase.md §5): the kit's insured-person form,
 * kept on the line as `insured` (the pay button waits for it); its messages show once a
 * field is left, or all once «Оплатить» was pressed. Loaded lazily with the input masks.
 */
export function InsuranceLinePanel({ line }: { line: BasketItem }) {
  const { edit, revealCount } = useBasketActions();
  const messages = useFieldMessages<InsuranceField>(revealCount > 0);
  return (
    <Suspense fallback={<Spinner />}>
      <LazyInsuredPersonForm
        id={line.unique_id}
        part="insurance-form"
        person={line.insured}
        context={{ startDate: line.start_time, timeZone: line.event_city?.timezone, now: Date.now() }}
        shows={messages.shows}
        onTouch={messages.touch}
        onChange={(patch) =>
          edit((items) => {
            const latest = items.find((entry) => entry.unique_id === line.unique_id);
            return latest === undefined ? items : updateBasketItem(items, line.unique_id, { insured: { ...latest.insured, ...patch } });
          })
        }
      />
    </Suspense>
  );
}
