import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportForm, SupportSentDialog } from './account/support-form.tsx';
import { PageHead } from './page-head.tsx';

/**
 * /feedback: the support form (account.md §2 "Contact (support) popup", §5, §8) as a page, with
 * a message field (./account/support-form.tsx, the popup's own form); a request taken shows the
 * confirmation popup and the form resets.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);

  return (
    <div className="page feedback">
      <PageHead title={t('support.title')} lead={t('purchasePages.feedback.lead')} />
      <div className="feedback__layout">
        <SupportForm variant="page" onSent={() => setSent(true)} />
        <aside className="feedback__aside">
          <h2 className="feedback__aside-title">{t('purchasePages.feedback.contacts')}</h2>
          <p>
            {t('purchasePages.feedback.mail')}: <a href="mailto:help@racekit.local">help@racekit.local</a>
          </p>
          <p>{t('purchasePages.feedback.hours')}</p>
        </aside>
      </div>
      <SupportSentDialog open={sent} onClose={() => setSent(false)} />
    </div>
  );
}
