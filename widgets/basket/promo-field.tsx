import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyPromocode, clearPromocode, promoFieldState, validatePromocodeInput } from '../../sdk/basket/index.ts';
import { type BasketItem, TEXT_MAX } from '../../sdk/contract/schemas/index.ts';
import { ApiMessageError } from '../../sdk/http/index.ts';
import type { FormMessage } from '../../sdk/forms/index.ts';
import { Button, TextField } from '../../sdk/ui/index.ts';
import { useBasketActions } from './basket-context.ts';
import { checkPromocode } from './check-promocode.ts';
import { useMessageText } from '../../sdk/elements/index.ts';

/** Why the field is off (issue 29 item 10: a disabled field says why). */
const disabledHints = {
  vip: 'basket.promo.disabledVip',
  certificate: 'basket.promo.disabledCertificate',
  priceUnknown: 'basket.promo.disabledPriceUnknown',
  applied: 'basket.promo.applied',
} as const;

/**
 * The promo code of one line (purchase.md §4): not applied → applied (field disabled, the
 * button reads 'Изменить') → error (the server's message beside the field). Applying stores
 * the code's state on the line; the state machine and its disabled cases are sdk/basket's.
 */
export function PromoField({ line }: { line: BasketItem }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { edit, reportError, vipLineId, ticketPriceKnown } = useBasketActions();
  const state = promoFieldState(line, { vipTicket: line.unique_id === vipLineId, ticketPriceKnown });
  const [draft, setDraft] = useState(state.code);
  const [inputError, setInputError] = useState<FormMessage | null>(null);
  const [checking, setChecking] = useState(false);

  const store = (change: (latest: BasketItem) => BasketItem) =>
    edit((items) => items.map((entry) => (entry.unique_id === line.unique_id ? change(entry) : entry)));

  const apply = async () => {
    const invalid = validatePromocodeInput(draft);
    setInputError(invalid);
    if (invalid !== null) return;
    setChecking(true);
    try {
      const answer = await checkPromocode(line, draft);
      if (answer !== undefined) store((latest) => applyPromocode(latest, draft, answer));
    } catch (error) {
      // A refused code answered as a 400 still belongs beside the field (purchase.md §8).
      if (error instanceof ApiMessageError) store((latest) => applyPromocode(latest, draft, { message: error.serverMessage }));
      else reportError(error);
    } finally {
      setChecking(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.button === 'change') {
      store(clearPromocode);
      return;
    }
    void apply();
  };

  const shownCode = state.status === 'applied' ? state.code : draft;
  const error = inputError !== null ? text(inputError) : (state.serverMessage ?? undefined);
  return (
    <form className="promo" part="promo" onSubmit={submit} noValidate>
      <TextField
        label={t('basket.promo.label')}
        maxLength={TEXT_MAX.code}
        placeholder={t('basket.promo.placeholder')}
        value={state.disabledReason !== null && state.disabledReason !== 'applied' ? '' : shownCode}
        disabled={state.disabled}
        autoComplete="off"
        error={error}
        hint={state.status === 'applied' ? t('basket.promo.applied') : state.disabledReason === null ? undefined : t(disabledHints[state.disabledReason])}
        className={state.status === 'applied' ? 'promo__field is-applied' : 'promo__field'}
        onChange={(event) => {
          setDraft(event.target.value);
          setInputError(null);
        }}
      />
      <Button type="submit" variant="secondary" size="sm" className="promo__button" disabled={!state.buttonEnabled} loading={checking}>
        {state.button === 'change' ? t('basket.promo.change') : t('basket.promo.apply')}
      </Button>
    </form>
  );
}
