import { useCallback } from 'react';
import { AFTER_SIGN_IN_PATH } from '../../sdk/config/index.ts';
import type { AuthSession } from '../../sdk/contract/schemas/index.ts';
import { useRacekitEmit, useWidgetNavigate, useWidgetElement } from '../../sdk/elements/index.ts';
import { signIn } from '../../sdk/checkout/index.ts';

/** The tag that shows a visitor's tickets: where a page shows it, signing in stays on the page. */
const MY_TICKETS_TAG = 'racekit-my-tickets';

/**
 * The end of every successful sign-in (account.md §4): the sdk stores the token and the user and
 * merges the guest basket, then `racekit:login` { user } fires and the page is asked to go to
 * `path` (/me, or the page the visitor came for; the main page after an SMS registration). A
 * basket that cannot be merged does not undo the sign-in: the token and user are already stored
 * and the basket loads next time.
 *
 * Bound for the personal area from a page that shows `<racekit-my-tickets>` (a partner's), the
 * visitor stays: the tickets appear right there, as the widget follows the shared session.
 * Otherwise a partner page leaves for the organiser's site through a one-time sign-in link
 * (sdk/elements/session-hand-over.ts), so the visitor arrives signed in.
 */
export function useFinishSignIn(): (session: AuthSession, path: string | null) => Promise<void> {
  const emit = useRacekitEmit();
  const navigate = useWidgetNavigate();
  const element = useWidgetElement();
  return useCallback(
    async (session: AuthSession, path: string | null) => {
      try {
        await signIn(session);
      } catch (error) {
        console.warn('racekit: signed in, but the basket could not be merged now', error);
      }
      emit('racekit:login', { user: session.user });
      if (path === null) return;
      const page = element?.ownerDocument ?? globalThis.document;
      if (path === AFTER_SIGN_IN_PATH && page.querySelector(MY_TICKETS_TAG) !== null) return;
      navigate(path);
    },
    [emit, navigate, element],
  );
}
