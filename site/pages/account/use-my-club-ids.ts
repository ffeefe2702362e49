import { clubsCalls } from '../../../sdk/contract/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useSignedIn } from '../../shell/use-signed-in.ts';

/**
 * The public_ids of the signed-in user's clubs (GET /api/user/clubs, the query 'Мои клубы'
 * shares); empty for a visitor, who is never asked for it. `ready` once known.
 */
export function useMyClubIds(): { ids: ReadonlySet<string>; ready: boolean } {
  const signedIn = useSignedIn();
  const mine = useCallQuery(clubsCalls.mine, signedIn ? {} : null);
  const ids = new Set((mine.data?.values ?? []).map((club) => club.public_id));
  return { ids, ready: !signedIn || mine.data !== undefined };
}
