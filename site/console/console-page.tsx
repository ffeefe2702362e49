import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../../sdk/contract/console/index.ts';
import { Button, Spinner } from '../../sdk/ui/index.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { consoleErrorText } from './console-errors.ts';
import { useMayUse } from './staff-member.ts';
import type { CallState } from './use-call.ts';

interface ConsolePageProps {
  readonly title: string;
  readonly lead?: ReactNode;
  /** Actions beside the title (a "create" button). */
  readonly actions?: ReactNode;
  /** A link back up (to the list the record is in). */
  readonly back?: ReactNode;
  /** The role the page needs; a member of staff below it sees why the page is closed. */
  readonly needs?: StaffRole;
  readonly children: ReactNode;
}

/** A console page: its one h1 (also the document's title), a lead, actions and the content. */
export function ConsolePage({ title, lead, actions, back, needs = 'staff', children }: ConsolePageProps) {
  const { t } = useTranslation();
  const allowed = useMayUse(needs);
  usePageTitle(`${allowed ? title : t('console.access.staffOnlyTitle')} — ${t('console.brand')}`);
  if (!allowed) {
    return (
      <div className="console-page">
        <h1 className="console-page__title">{t('console.access.staffOnlyTitle')}</h1>
        <p>{t('console.access.staffOnlyText')}</p>
      </div>
    );
  }
  return (
    <div className="console-page">
      {back !== undefined && <p className="console-page__back">{back}</p>}
      <div className="console-page__head">
        <h1 className="console-page__title">{title}</h1>
        {actions !== undefined && <div className="console-page__actions">{actions}</div>}
      </div>
      {lead !== undefined && <p className="console-page__lead">{lead}</p>}
      {children}
    </div>
  );
}

/** What a screen shows for one loaded record: a spinner, the failure with a retry, or the record. */
export function Loaded<T>({ state, reload, children }: { readonly state: CallState<T>; readonly reload: () => void; readonly children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.data !== undefined && state.status !== 'error') return <>{children(state.data)}</>;
  if (state.status === 'error') {
    return (
      <div className="console-problem" role="alert">
        <p>
          {t('console.common.loadFailed')}: {consoleErrorText(state.error, t)}
        </p>
        <Button variant="secondary" size="sm" onClick={reload}>
          {t('console.common.retry')}
        </Button>
      </div>
    );
  }
  return <Spinner />;
}
