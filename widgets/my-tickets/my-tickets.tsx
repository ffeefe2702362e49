import { useAtomValue } from 'jotai';
import { tokenAtom } from '../../sdk/state/index.ts';
import { GlobalErrorPopup } from '../../sdk/ui/index.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { TicketDetail } from './ticket-detail.tsx';
import { TicketList } from './ticket-list.tsx';

export interface MyTicketsProps {
  /** A ticket's public_id: the detail view of /me/ticket/{public_id}; the lists when absent. */
  readonly ticket: string | undefined;
}

/**
 * @summary The user's tickets (account.md §2 'Билеты', §4 "Ticket card"): registered and
 * unregistered tickets, the collapsible past and transferred lists, ticket cards with their
 * status labels and QR codes, and the flows — transfer, accept a transfer, take a ticket back,
 * registration, cancel registration, cancel purchase with its refund, certificate download.
 * With `ticket`, one ticket expanded with its QR code and actions.
 *
 * @tag racekit-my-tickets
 *
 * @attr {string} ticket - a ticket's public_id: shows that ticket (/me/ticket/{public_id}); the lists when absent.
 * @attr {'ru' | 'en'} lang - `ru` or `en`; the stored language by default.
 * @attr {'light' | 'dark'} theme - `light` or `dark`; the stored theme by default.
 *
 * @event racekit:navigate - cancelable: `/me/ticket/{public_id}` from a card's title or
 *   'Зарегистрироваться', `/me` after a registration and from 'Все билеты', `/calendar` from the
 *   empty state, `/` from the refund popup, `/auth` from the sign-in prompt, `/login` on a 401/403.
 * @event racekit:error - a wrong `lang` or `theme`; `{ code: 'api' }` when a ticket action fails
 *   (its text also shows in the 'Понятно' popup).
 *
 * @csspart base - the whole block.
 * @csspart ticket - a ticket card.
 * @csspart ticket-media - the card's picture and logo.
 *
 * @cssproperty --racekit-accent - buttons, links, the register action and focus rings.
 * @cssproperty --racekit-surface - the cards' background.
 * @cssproperty --racekit-radius - the cards' corners.
 */
export function MyTickets({ ticket }: MyTicketsProps) {
  const token = useAtomValue(tokenAtom);
  const signedIn = token !== null && token !== '';
  return (
    <>
      {!signedIn ? <SignInPrompt /> : ticket !== undefined && ticket.trim() !== '' ? <TicketDetail id={ticket.trim()} /> : <TicketList />}
      <GlobalErrorPopup />
    </>
  );
}
