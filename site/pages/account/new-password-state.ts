import { nullable, object, string, is } from 'superstruct';

/** What /verify/resetpassword/{code} leaves in the history entry of /newpass: the checked code. */
const NewPasswordState = object({ resetCode: nullable(string()) });

/** The history state for /newpass with `code` (null: the link was refused). */
export function newPasswordState(code: string | null): { resetCode: string | null } {
  return { resetCode: code };
}

/** The code kept in a history state, if it is one of ours. */
export function resetCodeOf(state: unknown): string | undefined {
  return is(state, NewPasswordState) && state.resetCode !== null ? state.resetCode : undefined;
}
