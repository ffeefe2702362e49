import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  createConsoleSale,
  endConsoleSale,
  getConsoleSale,
  updateConsoleSale,
  type ConsoleSale,
  type SaleCreate,
} from '../../../sdk/contract/console/index.ts';
import { Checkbox, TextField } from '../../../sdk/ui/index.ts';
import { Select } from '../../../sdk/ui/form/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { ConfirmButton, useWrite, FormFooter, WriteOutcome, wholeNumber, type Write } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { useCall } from '../use-call.ts';
import { browserTimeZone, localInput, zonedInstant } from '../zoned-time.ts';
import { saleState } from './sales-page.tsx';

type DiscountForm = SaleCreate['discount_form'];

/** A sale's terms; the window is typed in the sale's own time zone. Checked here first, the server's 400 names the rest. */
function SaleForm({ sale, write, onSubmit, onReload }: { readonly sale?: ConsoleSale; readonly write: Write; readonly onSubmit: (fields: SaleCreate) => void; readonly onReload?: () => void }) {
  const { t } = useTranslation();
  const [zone, setZone] = useState(sale?.timezone ?? 'Europe/Moscow');
  const [discount, setDiscount] = useState(sale === undefined ? '10' : String(sale.discount));
  const [form, setForm] = useState<DiscountForm>(sale?.discount_form ?? 'percent');
  const [start, setStart] = useState(localInput(sale?.start_date, sale?.timezone ?? 'Europe/Moscow'));
  const [end, setEnd] = useState(localInput(sale?.end_date, sale?.timezone ?? 'Europe/Moscow'));
  const [count, setCount] = useState(String(sale?.count ?? 1));
  const [formats, setFormats] = useState(sale?.formats.join(', ') ?? '');
  const [active, setActive] = useState(sale?.active ?? true);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const zones = [...new Set(['Europe/Kaliningrad', 'Europe/Moscow', 'Europe/Samara', 'Asia/Yekaterinburg', 'Asia/Omsk', 'Asia/Novosibirsk', 'Asia/Krasnoyarsk', 'Asia/Irkutsk', 'Asia/Yakutsk', 'Asia/Vladivostok', 'Asia/Magadan', 'Asia/Kamchatka', zone, browserTimeZone()])];

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: Record<string, string> = {};
    const amount = Number(discount.replace(',', '.'));
    const threshold = wholeNumber(count);
    const startAt = zonedInstant(start, zone);
    const endAt = zonedInstant(end, zone);
    const ids = formats.split(',').map((each) => each.trim()).filter((each) => each !== '');
    if (!Number.isFinite(amount)) found['discount'] = t('console.form.number');
    else if (form === 'percent' && (amount < 1 || amount > 99)) found['discount'] = t('console.sales.percentRange');
    else if (form === 'fixed' && amount <= 0) found['discount'] = t('console.sales.positive');
    if (startAt === undefined) found['start'] = t('console.form.required');
    if (endAt === undefined) found['end'] = t('console.form.required');
    else if (startAt !== undefined && Date.parse(endAt) <= Date.parse(startAt)) found['end'] = t('console.sales.endAfterStart');
    if (threshold === undefined || Number.isNaN(threshold) || threshold < 1) found['count'] = t('console.sales.positive');
    if (ids.length === 0) found['formats'] = t('console.form.required');
    setProblems(found);
    if (Object.keys(found).length > 0 || startAt === undefined || endAt === undefined || threshold === undefined) return;
    onSubmit({ discount: amount, discount_form: form, start_date: startAt, end_date: endAt, timezone: zone, count: threshold, formats: ids, active });
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <div className="console-form__grid">
        <TextField label={t('console.sales.discount')} inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.target.value)} error={problems['discount']} required />
        <Select
          label={t('console.sales.discountForm')}
          value={form}
          options={(['percent', 'fixed'] as const).map((each) => ({ value: each, label: t(`console.sales.forms.${each}`) }))}
          onChange={(e) => setForm(e.target.value === 'fixed' ? 'fixed' : 'percent')}
        />
        <Select label={t('console.sales.timezone')} hint={t('console.sales.timezoneHint')} value={zone} options={zones.map((each) => ({ value: each, label: each }))} onChange={(e) => setZone(e.target.value)} />
        <TextField label={t('console.sales.startDate')} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} error={problems['start']} required />
        <TextField label={t('console.sales.endDate')} type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} error={problems['end']} required />
        <TextField label={t('console.sales.count')} hint={t('console.sales.countHint')} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} error={problems['count']} required />
        <TextField className="console-form__wide" label={t('console.sales.formats')} hint={t('console.sales.formatsHint')} value={formats} onChange={(e) => setFormats(e.target.value)} error={problems['formats']} required autoComplete="off" />
        <Checkbox checked={active} onChange={(e) => setActive(e.target.checked)}>
          {t('console.sales.active')}
        </Checkbox>
      </div>
      <FormFooter write={write} isNew={sale === undefined} {...(onReload === undefined ? {} : { onReload })} labels={{ discount: t('console.sales.discount'), start_date: t('console.sales.startDate'), end_date: t('console.sales.endDate'), formats: t('console.sales.formats'), count: t('console.sales.count') }} />
    </form>
  );
}

/** /console/sales/new */
export function SaleNewPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const write = useWrite();
  return (
    <ConsolePage title={t('console.sales.newTitle')} needs="organiser" back={<Link href="/console/sales">← {t('console.sales.back')}</Link>}>
      <section className="console-card">
        <SaleForm
          write={write}
          onSubmit={(fields) =>
            void write.run(() => createConsoleSale(fields)).then((sale) => {
              if (sale !== undefined) navigate(`/console/sales/${encodeURIComponent(sale.public_id)}`);
            })
          }
        />
      </section>
    </ConsolePage>
  );
}

function SaleScreen({ sale, reload }: { readonly sale: ConsoleSale; readonly reload: () => void }) {
  const { t } = useTranslation();
  const edit = useWrite();
  const ending = useWrite();
  const state = saleState(sale);
  return (
    <ConsolePage
      title={t('console.sales.editTitle', { id: sale.public_id })}
      needs="organiser"
      back={<Link href="/console/sales">← {t('console.sales.back')}</Link>}
      actions={
        <>
          <span className={state === 'running' ? 'console-badge console-badge--good' : 'console-badge'}>{t(`console.sales.states.${state}`)}</span>
          {(state === 'running' || state === 'scheduled') && (
            <ConfirmButton variant="secondary" question={t('console.sales.endConfirm')} loading={ending.busy} onConfirm={() => void ending.run(() => endConsoleSale(sale.public_id, sale.version), () => t('console.sales.ended')).then((done) => done !== undefined && reload())}>
              {t('console.sales.end')}
            </ConfirmButton>
          )}
        </>
      }
    >
      <WriteOutcome write={ending} onReload={reload} />
      <section className="console-card">
        <SaleForm
          key={sale.version}
          sale={sale}
          write={edit}
          onReload={reload}
          onSubmit={(fields) => void edit.run(() => updateConsoleSale(sale.public_id, { ...fields, version: sale.version }), () => t('console.form.saved')).then((done) => done !== undefined && reload())}
        />
      </section>
    </ConsolePage>
  );
}

/** /console/sales/{id}: the sale's terms, editing and ending it. */
export function SalePage({ params }: SitePageProps) {
  const id = params['id'] ?? '';
  const { state, reload } = useCall(`sale ${id}`, () => getConsoleSale(id));
  return <Loaded state={state} reload={reload}>{(sale) => <SaleScreen sale={sale} reload={reload} />}</Loaded>;
}
