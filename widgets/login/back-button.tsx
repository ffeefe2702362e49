import { useTranslation } from 'react-i18next';
import { dispatchRacekitEvent, useWidgetElement } from '../../sdk/elements/index.ts';

/**
 * 'Назад' (account.md §2): history back. It first fires a cancelable `racekit:back`, so a host
 * with its own router (or an embed in a dialog) can handle it; not prevented, the browser goes back.
 */
export function BackButton() {
  const { t } = useTranslation();
  const element = useWidgetElement();
  const back = () => {
    if (dispatchRacekitEvent(element ?? document, 'racekit:back', {})) history.back();
  };
  return (
    <button type="button" part="back" className="login__back" onClick={back}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('account.login.back')}
    </button>
  );
}
