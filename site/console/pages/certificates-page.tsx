import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeCertificateStock,
  createConsoleCertificate,
  listConsoleCertificates,
  updateConsoleCertificate,
  type ConsoleProduct,
} from '../../../sdk/contract/console/index.ts';
import { Button, Checkbox, TextField } from '../../../sdk/ui/index.ts';
import { Dialog } from '../../../sdk/ui/dialog.tsx';
import { roubles } from '../console-format.ts';
import { optionalText, TextArea, useWrite, wholeNumber, WriteOutcome } from '../console-forms.tsx';
import { ConsolePage } from '../console-page.tsx';
import { PictureField } from '../picture-field.tsx';
import { ServerTable } from '../server-table.tsx';
import { StockDelta } from '../stock-delta.tsx';
import { ShownBadge } from './shown-badge.tsx';

/** A certificate's value, texts in both languages, picture and whether it is on sale; its stock when new. */
function CertificateForm({ certificate, onSaved }: { readonly certificate?: ConsoleProduct; readonly onSaved: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [title, setTitle] = useState(certificate?.title ?? '');
  const [titleEn, setTitleEn] = useState(certificate?.title_en ?? '');
  const [description, setDescription] = useState(certificate?.description ?? '');
  const [descriptionEn, setDescriptionEn] = useState(certificate?.description_en ?? '');
  const [value, setValue] = useState(certificate === undefined ? '' : String(certificate.price));
  const [stock, setStock] = useState('100');
  const [picture, setPicture] = useState(certificate?.picture ?? '');
  const [hidden, setHidden] = useState(certificate?.hidden ?? false);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const english = (label: string) => t('console.goods.english', { label });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const price = wholeNumber(value);
    const count = wholeNumber(stock);
    if (title.trim() === '') found['title'] = t('console.form.required');
    if (price === undefined || Number.isNaN(price)) found['price'] = t('console.form.number');
    if (certificate === undefined && (count === undefined || Number.isNaN(count))) found['stock'] = t('console.form.number');
    setProblems(found);
    if (Object.keys(found).length > 0 || price === undefined) return;
    const fields = {
      title: title.trim(),
      title_en: optionalText(titleEn),
      description: description.trim(),
      description_en: optionalText(descriptionEn),
      price,
      picture: optionalText(picture),
      hidden,
    };
    void write
      .run(
        () =>
          certificate === undefined
            ? createConsoleCertificate({ ...fields, stock: count ?? 0 })
            : updateConsoleCertificate(certificate.public_id, { version: certificate.version, ...fields }),
        () => t('console.form.saved'),
      )
      .then((saved) => {
        if (saved === undefined) return;
        if (certificate === undefined) {
          setTitle('');
          setTitleEn('');
          setValue('');
        }
        onSaved();
      });
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <div className="console-form__grid">
        <TextField label={t('console.certificates.value')} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} error={problems['price']} required />
        {certificate === undefined && <TextField label={t('console.certificates.stock')} inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} error={problems['stock']} required />}
        <TextField label={t('console.certificates.name')} value={title} onChange={(e) => setTitle(e.target.value)} error={problems['title']} required />
        <TextField label={english(t('console.certificates.name'))} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} lang="en" />
        <TextArea label={t('console.certificates.description')} value={description} onChange={(e) => setDescription(e.target.value)} />
        <TextArea label={english(t('console.certificates.description'))} value={descriptionEn} onChange={(e) => setDescriptionEn(e.target.value)} lang="en" />
        <PictureField label={t('console.certificates.picture')} value={picture} onChange={setPicture} />
      </div>
      <Checkbox checked={hidden} onChange={(e) => setHidden(e.target.checked)}>
        {t('console.certificates.hiddenField')}
      </Checkbox>
      <div className="console-actions">
        <Button type="submit" loading={write.busy}>
          {certificate === undefined ? t('console.certificates.create') : t('console.common.save')}
        </Button>
      </div>
      <WriteOutcome write={write} onReload={onSaved} labels={{ title: t('console.certificates.name'), price: t('console.certificates.value'), picture: t('console.certificates.picture') }} />
    </form>
  );
}

/** /console/certificates: gift certificates by value; put one on sale, edit it, change how many are left. */
export function CertificatesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<ConsoleProduct | undefined>();
  const refresh = () => setVersion((n) => n + 1);
  return (
    <ConsolePage title={t('console.certificates.title')} lead={t('console.certificates.lead')} needs="organiser">
      <ServerTable<ConsoleProduct>
        caption={t('console.certificates.title')}
        searchLabel={t('console.certificates.searchLabel')}
        emptyText={t('console.certificates.empty')}
        version={version}
        load={listConsoleCertificates}
        rowKey={(certificate) => certificate.public_id}
        columns={[
          { key: 'title', label: t('console.certificates.name'), sort: 'title', cell: (certificate) => certificate.title },
          { key: 'value', label: t('console.certificates.value'), sort: 'price', numeric: true, cell: (certificate) => roubles(certificate.price, language) },
          { key: 'left', label: t('console.shop.left'), numeric: true, cell: (certificate) => certificate.stock ?? '∞' },
          { key: 'shown', label: t('console.goods.status'), cell: (certificate) => <ShownBadge hidden={certificate.hidden} /> },
          {
            key: 'edit',
            label: '',
            cell: (certificate) => (
              <Button variant="ghost" size="sm" aria-label={`${t('console.common.edit')}: ${certificate.title}`} onClick={() => setEditing(certificate)}>
                {t('console.common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <section className="console-card" aria-labelledby="new-certificate">
        <h2 id="new-certificate">{t('console.certificates.create')}</h2>
        <CertificateForm onSaved={refresh} />
      </section>
      {editing !== undefined && (
        <Dialog open onClose={() => setEditing(undefined)} title={editing.title}>
          <CertificateForm
            key={editing.version}
            certificate={editing}
            onSaved={() => {
              refresh();
              setEditing(undefined);
            }}
          />
          {editing.stock !== null && (
            <StockDelta
              label={editing.title}
              left={editing.stock}
              onApply={(delta) => changeCertificateStock(editing.public_id, { version: editing.version, delta })}
              onDone={() => {
                refresh();
                setEditing(undefined);
              }}
            />
          )}
        </Dialog>
      )}
    </ConsolePage>
  );
}
