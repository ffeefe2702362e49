import { useTranslation } from 'react-i18next';
import type { ConsoleEvent } from '../../../sdk/contract/console/index.ts';

/** Draft / published, and hidden when it is. */
export function EventStatus({ event }: { readonly event: Pick<ConsoleEvent, 'published' | 'hidden'> }) {
  const { t } = useTranslation();
  return (
    <span className="console-actions">
      <span className={event.published ? 'console-badge console-badge--good' : 'console-badge'}>{event.published ? t('console.events.published') : t('console.events.draft')}</span>
      {event.hidden && <span className="console-badge console-badge--bad">{t('console.events.hidden')}</span>}
    </span>
  );
}
