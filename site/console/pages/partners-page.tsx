import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addPartner, listPartners, revokePartnerKey, rotatePartnerKey, updatePartner, type ConsolePartner } from '../../../sdk/contract/console/index.ts';
import { Button, TextField } from '../../../sdk/ui/index.ts';
import { Dialog } from '../../../sdk/ui/dialog.tsx';
import { roubles } from '../console-format.ts';
import { ConfirmButton, TextArea, useWrite, WriteOutcome } from '../console-forms.tsx';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';

const originsOf = (text: string) => text.split(/\s+/).map((each) => each.trim()).filter((each) => each !== '');

/** A key shown once, after adding a partner or rotating its key. */
interface ShownKey {
  readonly name: string;
  readonly key: string;
}

function AddPartner({ onAdded }: { readonly onAdded: (shown: ShownKey) => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [origins, setOrigins] = useState('');
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (name.trim() === '') found['name'] = t('console.form.required');
    if (title.trim() === '') found['title'] = t('console.form.required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void write.run(() => addPartner({ name: name.trim(), title: title.trim(), origins: originsOf(origins) })).then((made) => {
      if (made === undefined) return;
      setName('');
      setTitle('');
      setOrigins('');
      onAdded({ name: made.partner.name, key: made.key });
    });
  };
  return (
    <form className="console-card console-form" onSubmit={submit} noValidate aria-labelledby="add-partner">
      <h2 id="add-partner">{t('console.partners.add')}</h2>
      <div className="console-form__grid">
        <TextField label={t('console.partners.name')} value={name} onChange={(e) => setName(e.target.value)} error={problems['name']} required autoComplete="off" />
        <TextField label={t('console.partners.titleField')} value={title} onChange={(e) => setTitle(e.target.value)} error={problems['title']} required />
        <TextArea label={t('console.partners.origins')} value={origins} onChange={(e) => setOrigins(e.target.value)} placeholder="https://shop.example" />
      </div>
      <div className="console-actions">
        <Button type="submit" loading={write.busy}>
          {t('console.partners.add')}
        </Button>
      </div>
      <WriteOutcome write={write} labels={{ name: t('console.partners.name'), title: t('console.partners.titleField'), origins: t('console.partners.originsShort') }} />
    </form>
  );
}

/** Edits a partner's title and the sites a buyer may be led back to. */
function EditPartner({ partner, onClose, onSaved }: { readonly partner: ConsolePartner; readonly onClose: () => void; readonly onSaved: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [title, setTitle] = useState(partner.title);
  const [origins, setOrigins] = useState(partner.origins.join('\n'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void write.run(() => updatePartner(partner.name, { version: partner.version, title: title.trim(), origins: originsOf(origins) }), () => t('console.form.saved')).then((done) => {
      if (done === undefined) return;
      onSaved();
      onClose();
    });
  };
  return (
    <Dialog open onClose={onClose} title={t('console.partners.editTitle', { name: partner.name })}>
      <form className="console-form" onSubmit={submit} noValidate>
        <TextField label={t('console.partners.titleField')} value={title} onChange={(e) => setTitle(e.target.value)} required />
        <TextArea label={t('console.partners.origins')} value={origins} onChange={(e) => setOrigins(e.target.value)} />
        <div className="console-actions">
          <Button type="submit" loading={write.busy}>
            {t('console.common.save')}
          </Button>
        </div>
        <WriteOutcome write={write} onReload={onSaved} labels={{ origins: t('console.partners.originsShort') }} />
      </form>
    </Dialog>
  );
}

/** /console/partners: partners with their sales; add one (key shown once), a new key, revoke it, edit its sites. */
export function PartnersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const [version, setVersion] = useState(0);
  const [shown, setShown] = useState<ShownKey | undefined>();
  const [editing, setEditing] = useState<ConsolePartner | undefined>();
  const keys = useWrite();
  const refresh = () => setVersion((n) => n + 1);
  return (
    <ConsolePage title={t('console.partners.title')} lead={t('console.partners.lead')} needs="organiser">
      {shown !== undefined && (
        <div className="console-card" role="status">
          <p>{t('console.partners.keyOnce', { name: shown.name })}</p>
          <p className="console-secret">{shown.key}</p>
        </div>
      )}
      <WriteOutcome write={keys} onReload={refresh} />
      <ServerTable<ConsolePartner>
        caption={t('console.partners.title')}
        searchLabel={t('console.partners.searchLabel')}
        emptyText={t('console.partners.empty')}
        version={version}
        load={listPartners}
        rowKey={(partner) => partner.name}
        columns={[
          { key: 'name', label: t('console.partners.name'), sort: 'name', cell: (partner) => <code>{partner.name}</code> },
          { key: 'title', label: t('console.partners.titleField'), sort: 'title', cell: (partner) => partner.title },
          { key: 'origins', label: t('console.partners.originsShort'), cell: (partner) => partner.origins.join(', ') || '—' },
          { key: 'sales', label: t('console.partners.sales'), cell: (partner) => t('console.partners.salesValue', { orders: partner.sales.orders, tickets: partner.sales.tickets, revenue: roubles(partner.sales.revenue, language) }) },
          { key: 'key', label: t('console.partners.key'), cell: (partner) => <span className={partner.key_active ? 'console-badge console-badge--good' : 'console-badge console-badge--bad'}>{partner.key_active ? t('console.partners.keyActive') : t('console.partners.keyRevoked')}</span> },
          {
            key: 'actions',
            label: '',
            cell: (partner) => (
              <span className="console-actions">
                <Button variant="ghost" size="sm" aria-label={`${t('console.partners.edit')}: ${partner.name}`} onClick={() => setEditing(partner)}>
                  {t('console.partners.edit')}
                </Button>
                <ConfirmButton
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('console.partners.rotate')}: ${partner.name}`}
                  question={t('console.partners.rotateConfirm', { name: partner.name })}
                  onConfirm={() =>
                    void keys.run(() => rotatePartnerKey(partner.name, { version: partner.version })).then((made) => {
                      if (made !== undefined) setShown({ name: made.partner.name, key: made.key });
                      refresh();
                    })
                  }
                >
                  {t('console.partners.rotate')}
                </ConfirmButton>
                {partner.key_active && (
                  <ConfirmButton
                    variant="ghost"
                    size="sm"
                    aria-label={`${t('console.partners.revoke')}: ${partner.name}`}
                    question={t('console.partners.revokeConfirm', { name: partner.name })}
                    onConfirm={() => void keys.run(() => revokePartnerKey(partner.name, { version: partner.version }), () => t('console.partners.revoked')).then(refresh)}
                  >
                    {t('console.partners.revoke')}
                  </ConfirmButton>
                )}
              </span>
            ),
          },
        ]}
      />
      <AddPartner
        onAdded={(key) => {
          setShown(key);
          refresh();
        }}
      />
      {editing !== undefined && <EditPartner partner={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />}
    </ConsolePage>
  );
}
