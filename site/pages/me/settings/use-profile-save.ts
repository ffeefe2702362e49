import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile, type ProfileUpdate } from '../../../../sdk/contract/index.ts';
import { formMessage, profileUpdatedMessage } from '../../../../sdk/forms/index.ts';
import { userAtom } from '../../../../sdk/state/index.ts';
import { useReportError } from '../../../shell/use-report-error.ts';
import { serverFieldError } from './server-field.ts';
import { useSaveLock } from './use-save-lock.ts';
import { useTimedStatus, type TimedStatus } from './use-timed-status.ts';

export interface ProfileSave {
  readonly status: TimedStatus | null;
  /** The save button rests 3 s after each press. */
  readonly locked: boolean;
  readonly saving: boolean;
  /** Call on every press of the save button, before checking the form. */
  readonly press: () => void;
  /** A message of the block's own check ('Данные не изменились', 'Введите дату…'). */
  readonly refuse: (text: string) => void;
  /**
   * Sends the changed fields (PUT /api/user); the answer's user replaces the stored one and
   * 'Данные успешно обновлены' shows. A 400 naming a field goes to `onFieldError` when it takes
   * it (answers true), else to the status line; other failures to the global popup.
   */
  readonly save: (changes: ProfileUpdate, onFieldError?: (field: string, message: string) => boolean) => Promise<void>;
}

/**
 * The save of a profile block (account.md §5): an empty change is refused with 'Данные не
 * изменились' before anything is sent; the status line clears after 5 s; the button rests 3 s.
 */
export function useProfileSave(): ProfileSave {
  const { t } = useTranslation();
  const setUser = useSetAtom(userAtom);
  const { status, show } = useTimedStatus();
  const { locked, lock } = useSaveLock();
  const [saving, setSaving] = useState(false);
  const reportError = useReportError();

  const save = async (changes: ProfileUpdate, onFieldError?: (field: string, message: string) => boolean) => {
    if (Object.keys(changes).length === 0) {
      show(t(formMessage('profileUnchanged').key), 'error');
      return;
    }
    setSaving(true);
    try {
      const answer = await updateProfile(changes);
      if (answer.user != null) setUser(answer.user);
      show(answer.message ?? t(profileUpdatedMessage().key), 'success');
    } catch (error) {
      const named = serverFieldError(error);
      if (named === undefined) reportError(error);
      else if (named.field === undefined || onFieldError?.(named.field, named.message) !== true) show(named.message, 'error');
    } finally {
      setSaving(false);
    }
  };

  return { status, locked, saving, press: lock, refuse: (text) => show(text, 'error'), save };
}
