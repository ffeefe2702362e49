import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeNews } from '../../../../sdk/contract/news.ts';
import { userAtom } from '../../../../sdk/state/storage-atoms.ts';
import { Checkbox } from '../../../../sdk/ui/checkbox.tsx';
import { useReportError } from '../../../shell/use-report-error.ts';
import { StatusLine } from './status-line.tsx';
import { useTimedStatus } from './use-timed-status.ts';

/**
 * The first block of the settings (account.md §2): the mailing subscription. Ticking it
 * subscribes the account's e-mail (PUT /api/user/subscribe/news); unticking sends
 * `mailing: false`. The stored user follows the answer. Without an e-mail it cannot be ticked.
 */
export function MailingBlock() {
  const { t } = useTranslation();
  const [user, setUser] = useAtom(userAtom);
  const [busy, setBusy] = useState(false);
  const { status, show } = useTimedStatus();
  const reportError = useReportError();
  const email = user?.email ?? '';

  const toggle = async (mailing: boolean) => {
    if (email === '') return;
    setBusy(true);
    try {
      const answer = await subscribeNews(email, mailing);
      setUser((current) => (current === null ? current : { ...current, mailing }));
      show(answer.message ?? t('forms.profileUpdated'), 'success');
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="me-settings-block me-settings-block--mailing" aria-label={t('settings.mailing')}>
      <Checkbox checked={user?.mailing === true} disabled={busy || email === ''} onChange={(event) => void toggle(event.target.checked)}>
        {t('settings.mailing')}
      </Checkbox>
      {email === '' && <p className="me-muted">{t('accountPages.settings.mailingNoEmail')}</p>}
      <StatusLine status={status} />
    </section>
  );
}
