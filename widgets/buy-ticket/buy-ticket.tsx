import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WidgetProps, mayPrefetch } from '../../sdk/elements/index.ts';
import { Button, Spinner } from '../../sdk/ui/index.ts';
import type { buyTicketAttributes } from './buy-ticket-attributes.ts';
import { loadDialog, prepareDialog } from './prepare-dialog.ts';

const BuyTicketDialog = lazy(async () => {
  const module = await loadDialog();
  module.startDialogServices();
  return { default: module.BuyTicketDialog };
});

/**
 * @summary The 'Принять участие' button for one event, for the organiser's pages and partner
 * sites. Its first paint is only the button; pressing it opens a dialog (loaded then) with the
 * event's cities and formats — price and old price, availability ('few left', sold out), age
 * limits, team size — and the count (team formats step by their size; the limit is the
 * format's buy_limit, tickets left or max_count, 1–500). The ticket then goes to the basket
 * shared by every widget on the page (the guest's list, or the signed-in user's, saved on the
 * server) and the basket opens inline, or the visitor goes to the organiser's site to check out.
 *
 * @tag racekit-buy-ticket
 *
 * @attr {string} event - the event's public_id (required).
 * @attr {string} format - a ticket format public_id to preselect (a hidden format sold through links too).
 * @attr {string} city - an event city public_id to preselect. With one city and one format both are preselected.
 * @attr {string} promocode - a promo code for the ticket: checked and stored on the basket line (inline),
 *   or passed on to the organiser's site (redirect).
 * @attr {'inline' | 'redirect'} checkout - `inline`: the basket opens in a dialog on this page (needs `<racekit-basket>`
 *   defined; redirect otherwise); `redirect`: the organiser's site at
 *   `/basket-fill-outside/{format}?count=…&city=…&promocode=…`. Default: inline on the
 *   organiser's site (`getConfig().site`), redirect on any other host.
 * @attr {number} count - how many tickets to start with, 1–500 (moved onto the team step and the limit).
 * @attr {string} partner - the partner selling on this page (2–40 lower-case letters, digits, dashes):
 *   the purchase is attributed to it (docs/embedding.md "Partners"). Also read from an
 *   ancestor's `partner` attribute, else the script tag's `data-partner`.
 * @attr {'ru' | 'en'} lang - `ru` or `en`; the stored language by default.
 * @attr {'light' | 'dark'} theme - `light` or `dark`; the stored theme by default.
 *
 * @event racekit:basket-change - `{ count }`, the basket list's new length, after an inline add.
 * @event racekit:navigate - `{ path: '/basket-fill-outside/…' }` on redirect checkout;
 *   cancelable. Not prevented, the browser goes to the organiser's site at that path.
 * @event racekit:purchase - `{ order_id, total, lines }` when the buyer comes back from the
 *   organiser's thanks page with a paid order (confirmed with the API first; any racekit widget
 *   on the page fires it, once).
 * @event racekit:error - a wrong attribute (`attribute`) or a failed call (`api`).
 *
 * @csspart button - the 'Принять участие' button.
 * @csspart cities - the city choice in the dialog.
 * @csspart formats - the format choice.
 * @csspart option - one city or format card.
 * @csspart count - the count stepper (or a fixed team's size).
 * @csspart footer - the total and the add button.
 * @csspart add - the add (or checkout) button.
 * @csspart basket-dialog - the dialog holding `<racekit-basket>` (inline checkout).
 *
 * @cssproperty --racekit-accent - the button, chosen cards and the count buttons.
 * @cssproperty --racekit-accent-text - the event type above the title and discounted prices.
 * @cssproperty --racekit-on-accent - text on the accent.
 * @cssproperty --racekit-buy-button-width - the button's width (auto).
 */
export function BuyTicket(props: WidgetProps<typeof buyTicketAttributes>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Pressed before the dialog's code is in: the button says it is busy while the spinner shows.
  const [dialogReady, setDialogReady] = useState(false);
  const preload = () => void prepareDialog(props.event).then(() => setDialogReady(true));
  return (
    <>
      <Button
        part="button"
        className="buy-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={open && !dialogReady ? true : undefined}
        onClick={() => {
          preload();
          setOpen(true);
        }}
        // Ahead of a press only for a visitor not saving data (sdk/elements/prefetch-policy.ts).
        onPointerEnter={() => mayPrefetch() && preload()}
        onFocus={() => mayPrefetch() && preload()}
      >
        {t('firstPaint.takePart')}
      </Button>
      {open && (
        <Suspense fallback={<Spinner size="sm" className="buy-pending" />}>
          <BuyTicketDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
