import { useCallback } from 'react';
import { type AuthSession } from '../../sdk/contract/schemas/user.ts';
import { useRacekitEmit } from '../../sdk/elements/use-racekit-emit.ts';
import { useWidgetNavigate } from '../../sdk/elements/use-widget-navigate.ts';
import { signIn } from '../../sdk/state/session-start.ts';

/**
 * The end of every successful sign-in (account.md §4): the sdk stores the token and the user and
 * merges the guest basket, then `racekit:login` { user } fires and the page is asked to go to
 * `path` (/me; the main page after an SMS registration). A basket that cannot be merged does
 * not undo the sign-in: the token and user are already stored and the basket loads next time.
 */
export function useFinishSignIn(): (session: AuthSession, path: string | null) => Promise<void> {
  const emit = useRacekitEmit();
  const navigate = useWidgetNavigate();
  return useCallback(
    async (session: AuthSession, path: string | null) => {
      try {
        await signIn(session);
      } catch (error) {
        console.warn('racekit: signed in, but the basket could not be merged now', error);
      }
      emit('racekit:login', { user: session.user });
      if (path !== null) navigate(path);
    },
    [emit, navigate],
  );
}
