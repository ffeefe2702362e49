import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listAuditLog, type AuditEntry } from '../../../sdk/contract/console/index.ts';
import { Button } from '../../../sdk/ui/index.ts';
import { Dialog } from '../../../sdk/ui/dialog.tsx';
import { dateTime } from '../console-format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** /console/audit: every console write, newest first (issue 25 §8). */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const [open, setOpen] = useState<AuditEntry | undefined>();
  return (
    <ConsolePage title={t('console.audit.title')} lead={t('console.audit.lead')} needs="organiser">
      <ServerTable<AuditEntry>
        caption={t('console.audit.title')}
        searchLabel={t('console.audit.searchLabel')}
        load={listAuditLog}
        rowKey={(entry) => String(entry.id)}
        columns={[
          { key: 'at', label: t('console.audit.at'), sort: 'at', cell: (entry) => dateTime(entry.at, language) },
          { key: 'actor', label: t('console.audit.actor'), cell: (entry) => entry.actor_email ?? entry.actor_id },
          { key: 'action', label: t('console.audit.action'), sort: 'action', cell: (entry) => <code>{entry.action}</code> },
          { key: 'entity', label: t('console.audit.entity'), sort: 'entity', cell: (entry) => `${entry.entity} ${entry.entity_id}` },
          {
            key: 'change',
            label: t('console.audit.change'),
            cell: (entry) => (
              <Button variant="ghost" size="sm" onClick={() => setOpen(entry)} aria-label={`${t('console.audit.show')}: ${entry.action} ${entry.entity_id}`}>
                {t('console.audit.show')}
              </Button>
            ),
          },
        ]}
      />
      <Dialog open={open !== undefined} onClose={() => setOpen(undefined)} title={open === undefined ? '' : `${open.action} · ${open.entity} ${open.entity_id}`} size="lg">
        {open !== undefined && (
          <div className="console-diff">
            <section>
              <h3>{t('console.audit.before')}</h3>
              <pre>{shown(open.before)}</pre>
            </section>
            <section>
              <h3>{t('console.audit.after')}</h3>
              <pre>{shown(open.after)}</pre>
            </section>
          </div>
        )}
      </Dialog>
    </ConsolePage>
  );
}
