import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../sdk/elements/index.ts';
import { Button, GlobalErrorPopup } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import type { insuranceAttributes } from './insurance-attributes.ts';
import { InsuranceFlow } from './insurance-flow.tsx';

/**
 * @summary 'Выбор события страхования' (account.md §2 "Insurance purchase popup", §5, §9): the
 * visitor chooses an event type, then a city, then a format of an event from today to one year
 * ahead that offers insurance; the insurance product of that format is shown (name, title,
 * subtitle, description, footnote, rules, price such as '200 ₽'). With the consent ticked,
 * 'Купить' adds the insurance to the basket (the guest's list, or the signed-in user's, saved
 * on the server) and asks to open the basket. No format or no product:
 * 'Для выбранного события страховка недоступна'.
 *
 * @tag racekit-insurance
 *
 * @attr {'inline' | 'dialog'} mode - `inline` (default): the steps in the page; `dialog`: a 'Купить страховку'
 *   button opens them in a popup (Escape or the close button closes it).
 * @attr {string} event-type - an event type public_id to start with; the visitor may change it.
 * @attr {string} city - a city id (geonames, 524901 is Moscow) to start with, used with `event-type`.
 * @attr {'ru' | 'en'} lang - `ru` or `en`; the stored language by default.
 * @attr {'light' | 'dark'} theme - `light` or `dark`; the stored theme by default.
 *
 * @event racekit:basket-change - `{ count }` once the insurance line is in the basket.
 * @event racekit:navigate - `{ path: '/basket' }` right after; cancelable. Not prevented, the
 *   basket of the organiser's site opens.
 * @event racekit:error - a wrong attribute (`attribute`) or a call that failed (`api`).
 *
 * @csspart trigger - the button that opens the popup (dialog mode).
 * @csspart panel - the inline panel (inline mode).
 * @csspart form - the steps and the buy row.
 * @csspart step - one step (type, city, format).
 * @csspart step-loading - a step whose choices are loading.
 * @csspart format - the chosen format's start and place.
 * @csspart offer - the product area.
 * @csspart product - the product card.
 * @csspart price - the product's price.
 * @csspart legals - the link to the insurance rules.
 * @csspart unavailable - 'Для выбранного события страховка недоступна'.
 * @csspart footer - the consent and the buy button.
 * @csspart buy - the 'Купить' button.
 *
 * @cssproperty --racekit-accent - the buy button, step numbers and focus rings.
 * @cssproperty --racekit-radius - corners of the panel and the product card.
 * @cssproperty --racekit-surface - the panel's background.
 */
export function Insurance({ mode, eventType, city }: WidgetProps<typeof insuranceAttributes>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = `rk-insurance${useId()}`;
  // The attributes lead: when a host changes them the choice starts again from there.
  const flowKey = JSON.stringify([eventType, city]);

  if (mode === 'dialog') {
    return (
      <div className="insurance insurance--dialog">
        <Button part="trigger" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('insurance.buy')}
        </Button>
        <Dialog open={open} onClose={() => setOpen(false)} title={t('insurance.purchase.title')} size="lg" className="insurance__dialog">
          <InsuranceFlow key={flowKey} initialType={eventType} initialCity={city} onBought={() => setOpen(false)} />
        </Dialog>
        <GlobalErrorPopup />
      </div>
    );
  }

  return (
    <section className="insurance panel" part="panel" aria-labelledby={titleId}>
      <h2 className="panel__title" id={titleId}>
        {t('insurance.purchase.title')}
      </h2>
      <InsuranceFlow key={flowKey} initialType={eventType} initialCity={city} />
      <GlobalErrorPopup />
    </section>
  );
}
