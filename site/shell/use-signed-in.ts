import { useAtomValue } from 'jotai';
import { tokenAtom, userAtom } from '../../sdk/state/index.ts';

/** Whether the visitor is authorised: a stored token and a stored user with a public_id. */
export function useSignedIn(): boolean {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  return token !== null && token !== '' && user !== null && user.public_id !== '';
}
