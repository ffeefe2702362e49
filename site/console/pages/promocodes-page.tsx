import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createConsolePromocode,
  createPromocodeBatch,
  downloadPromocodeBatch,
  listConsolePromocodes,
  updateConsolePromocode,
  type ConsolePromocode,
} from '../../../sdk/contract/console/index.ts';
import { Button, TextField } from '../../../sdk/ui/index.ts';
import { Select } from '../../../sdk/ui/form/index.ts';
import { dateTime, roubles } from '../console-format.ts';
import { useWrite, wholeNumber, WriteOutcome } from '../console-forms.tsx';
import { saveDownload } from '../save-download.ts';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';
import { browserTimeZone, zonedInstant } from '../zoned-time.ts';

type ItemType = ConsolePromocode['item_type'];
type DiscountForm = ConsolePromocode['discount_form'];

/** One code, or a batch of unique codes (then its CSV to download). */
function NewCodes({ onMade }: { readonly onMade: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const download = useWrite();
  const [mode, setMode] = useState<'single' | 'batch'>('single');
  const [code, setCode] = useState('');
  const [prefix, setPrefix] = useState('');
  const [count, setCount] = useState('100');
  const [itemType, setItemType] = useState<ItemType>('ticket');
  const [ids, setIds] = useState('');
  const [discount, setDiscount] = useState('10');
  const [form, setForm] = useState<DiscountForm>('percent');
  const [uses, setUses] = useState('1');
  const [until, setUntil] = useState('');
  const [batch, setBatch] = useState<string | undefined>();
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amount = Number(discount.replace(',', '.'));
    const total = wholeNumber(uses);
    const many = wholeNumber(count);
    if (mode === 'single' && code.trim() === '') found['code'] = t('console.form.required');
    if (mode === 'batch' && prefix.trim() === '') found['prefix'] = t('console.form.required');
    if (mode === 'batch' && (many === undefined || Number.isNaN(many))) found['count'] = t('console.form.number');
    if (!Number.isFinite(amount) || amount < 0) found['discount'] = t('console.form.number');
    if (total === undefined || Number.isNaN(total)) found['uses'] = t('console.form.number');
    setProblems(found);
    if (Object.keys(found).length > 0 || total === undefined || many === undefined) return;
    const fields = {
      item_type: itemType,
      public_ids: ids.split(',').map((each) => each.trim()).filter((each) => each !== ''),
      discount: amount,
      discount_form: form,
      total_count: total,
      valid_until: until === '' ? null : (zonedInstant(until, browserTimeZone()) ?? null),
    };
    if (mode === 'single') {
      void write.run(() => createConsolePromocode({ code: code.trim(), ...fields }), (made) => `${t('console.form.saved')}: ${made.code}`).then((made) => made !== undefined && onMade());
    } else {
      void write.run(() => createPromocodeBatch({ prefix: prefix.trim(), count: many, ...fields }), (made) => t('console.promocodes.batchMade', { count: made.count })).then((made) => {
        if (made === undefined) return;
        setBatch(made.batch_id);
        onMade();
      });
    }
  };
  return (
    <section className="console-card" aria-labelledby="new-codes">
      <h2 id="new-codes">{t('console.common.create')}</h2>
      <form className="console-form" onSubmit={submit} noValidate>
          <div className="console-form__grid">
            <Select
              label={t('console.promocodes.make')}
              value={mode}
              options={[
                { value: 'single', label: t('console.promocodes.single') },
                { value: 'batch', label: t('console.promocodes.batch') },
              ]}
              onChange={(e) => setMode(e.target.value === 'batch' ? 'batch' : 'single')}
            />
            {mode === 'single' ? (
              <TextField label={t('console.promocodes.code')} value={code} onChange={(e) => setCode(e.target.value)} error={problems['code']} required autoComplete="off" />
            ) : (
              <>
                <TextField label={t('console.promocodes.prefix')} value={prefix} onChange={(e) => setPrefix(e.target.value)} error={problems['prefix']} required autoComplete="off" />
                <TextField label={t('console.promocodes.count')} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} error={problems['count']} required />
              </>
            )}
            <Select
              label={t('console.promocodes.itemType')}
              value={itemType}
              options={(['ticket', 'product', 'insurance'] as const).map((each) => ({ value: each, label: t(`console.promocodes.items.${each}`) }))}
              onChange={(e) => setItemType(e.target.value === 'product' ? 'product' : e.target.value === 'insurance' ? 'insurance' : 'ticket')}
            />
            <TextField label={t('console.promocodes.publicIds')} value={ids} onChange={(e) => setIds(e.target.value)} />
            <TextField label={t('console.promocodes.discount')} inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.target.value)} error={problems['discount']} required />
            <Select
              label={t('console.promocodes.discountForm')}
              value={form}
              options={(['percent', 'fixed'] as const).map((each) => ({ value: each, label: t(`console.promocodes.forms.${each}`) }))}
              onChange={(e) => setForm(e.target.value === 'fixed' ? 'fixed' : 'percent')}
            />
            <TextField label={t('console.promocodes.totalCount')} inputMode="numeric" value={uses} onChange={(e) => setUses(e.target.value)} error={problems['uses']} required />
            <TextField label={t('console.promocodes.validUntil')} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
          </div>
          <div className="console-actions">
            <Button type="submit" loading={write.busy}>
              {mode === 'single' ? t('console.promocodes.createSingle') : t('console.promocodes.createBatch')}
            </Button>
            {mode === 'batch' && batch !== undefined && (
              <Button
                variant="secondary"
                loading={download.busy}
                onClick={() =>
                  void download.run(async () => {
                    const file = await downloadPromocodeBatch(batch);
                    saveDownload(file.blob, file.filename ?? `promocodes-${batch}.csv`);
                    return file;
                  })
                }
              >
                {t('console.promocodes.downloadCsv')}
              </Button>
            )}
          </div>
          <WriteOutcome write={write} labels={{ code: t('console.promocodes.code'), prefix: t('console.promocodes.prefix'), public_ids: t('console.promocodes.publicIds') }} />
          <WriteOutcome write={download} />
        </form>
    </section>
  );
}

/** /console/promocodes: the codes with their uses, a new code or batch, switching one off. */
export function PromocodesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const [version, setVersion] = useState(0);
  const toggle = useWrite();
  const refresh = () => setVersion((n) => n + 1);
  return (
    <ConsolePage title={t('console.promocodes.title')} lead={t('console.promocodes.lead')} needs="organiser">
      <NewCodes onMade={refresh} />
      <WriteOutcome write={toggle} onReload={refresh} />
      <ServerTable<ConsolePromocode>
        caption={t('console.promocodes.title')}
        searchLabel={t('console.promocodes.searchLabel')}
        emptyText={t('console.promocodes.empty')}
        version={version}
        load={listConsolePromocodes}
        rowKey={(code) => code.public_id}
        columns={[
          { key: 'code', label: t('console.promocodes.code'), sort: 'code', cell: (code) => <code>{code.code}</code> },
          { key: 'type', label: t('console.promocodes.itemType'), cell: (code) => t(`console.promocodes.items.${code.item_type}`) },
          { key: 'discount', label: t('console.promocodes.discount'), numeric: true, cell: (code) => (code.discount_form === 'percent' ? `${code.discount} %` : roubles(code.discount, language)) },
          { key: 'used', label: t('console.promocodes.used'), numeric: true, cell: (code) => `${code.used_count} / ${code.total_count}` },
          { key: 'until', label: t('console.promocodes.validUntil'), cell: (code) => dateTime(code.valid_until, language) },
          { key: 'created', label: t('console.orders.createdAt'), sort: 'created_at', cell: (code) => dateTime(code.created_at, language) },
          {
            key: 'active',
            label: t('console.promocodes.active'),
            cell: (code) => (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${code.active ? t('console.promocodes.switchOff') : t('console.promocodes.switchOn')}: ${code.code}`}
                onClick={() => void toggle.run(() => updateConsolePromocode(code.public_id, { version: code.version, active: !code.active }), () => t('console.form.saved')).then(refresh)}
              >
                {code.active ? t('console.promocodes.switchOff') : t('console.promocodes.switchOn')}
              </Button>
            ),
          },
        ]}
      />
    </ConsolePage>
  );
}
