import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '../../../../sdk/contract/index.ts';
import { userAtom } from '../../../../sdk/state/index.ts';
import { Checkbox } from '../../../../sdk/ui/index.ts';
import { useReportError } from '../../../shell/use-report-error.ts';
import { StatusLine } from './status-line.tsx';
import { useTimedStatus } from './use-timed-status.ts';

/**
 * The first block of the settings (account.md §2): the mailing subscription of the account's
 * e-mail, saved at once (PUT /api/user { mailing }: true subscribes, false unsubscribes); the
 * stored user follows the answer. Without an e-mail there is nothing to subscribe.
 */
export function MailingBlock() {
  const { t } = useTranslation();
  const [user, setUser] = useAtom(userAtom);
  const [busy, setBusy] = useState(false);
  // Shown at once; the stored user follows the server's answer, and a failure puts it back.
  const [checked, setChecked] = useState(user?.mailing === true);
  const { status, show } = useTimedStatus();
  const reportError = useReportError();
  const email = user?.email ?? '';

  const toggle = async (mailing: boolean) => {
    if (email === '') return;
    setChecked(mailing);
    setBusy(true);
    try {
      const answer = await updateProfile({ mailing });
      const fresh = answer.user;
      setUser((current) => fresh ?? (current === null ? current : { ...current, mailing }));
      show(answer.message ?? t('forms.profileUpdated'), 'success');
    } catch (error) {
      setChecked(!mailing);
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="me-settings-block me-settings-block--mailing" aria-label={t('settings.mailing')}>
      <Checkbox checked={checked} disabled={busy || email === ''} onChange={(event) => void toggle(event.target.checked)}>
        {t('settings.mailing')}
      </Checkbox>
      {email === '' && <p className="me-muted">{t('accountPages.settings.mailingNoEmail')}</p>}
      <StatusLine status={status} />
    </section>
  );
}
