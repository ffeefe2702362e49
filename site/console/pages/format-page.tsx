import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { changeFormatStock, getConsoleFormat, updateConsoleFormat, type ConsoleFormat, type ConsoleTicketKind } from '../../../sdk/contract/console/index.ts';
import { Button, Checkbox, TextField } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { optionalText, TextArea, useWrite, wholeNumber, WriteOutcome, type Write } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { useCall } from '../use-call.ts';

type Flags = Pick<ConsoleFormat, 'preregistration' | 'license_file' | 'is_team' | 'fixed_count' | 'insurance_available' | 'with_shirt' | 'qr' | 'hidden'>;
const flagKeys = ['preregistration', 'license_file', 'is_team', 'fixed_count', 'insurance_available', 'with_shirt', 'qr', 'hidden'] as const;
const flagLabels = {
  preregistration: 'console.format.preregistration',
  license_file: 'console.format.license',
  is_team: 'console.format.isTeam',
  fixed_count: 'console.format.fixedCount',
  insurance_available: 'console.format.insurance',
  with_shirt: 'console.format.shirt',
  qr: 'console.format.qr',
  hidden: 'console.format.hidden',
} as const;

const text = (value: number | null) => (value === null ? '' : String(value));

/** The format's fields but stock: texts in both languages, price, limits, age window, team and form options. */
function FormatForm({ format, write, onSaved }: { readonly format: ConsoleFormat; readonly write: Write; readonly onSaved: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(format.title);
  const [titleEn, setTitleEn] = useState(format.title_en ?? '');
  const [description, setDescription] = useState(format.description);
  const [descriptionEn, setDescriptionEn] = useState(format.description_en ?? '');
  const [numbers, setNumbers] = useState({
    price: String(format.price),
    old_price: text(format.old_price),
    buy_limit: text(format.buy_limit),
    age_min: text(format.age_min),
    age_max: text(format.age_max),
    min_count: String(format.min_count),
    max_count: String(format.max_count),
  });
  const [flags, setFlags] = useState<Flags>({
    preregistration: format.preregistration,
    license_file: format.license_file,
    is_team: format.is_team,
    fixed_count: format.fixed_count,
    insurance_available: format.insurance_available,
    with_shirt: format.with_shirt,
    qr: format.qr,
    hidden: format.hidden,
  });
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const number = (key: keyof typeof numbers, label: string, required = false) => (
    <TextField label={label} inputMode="numeric" value={numbers[key]} onChange={(e) => setNumbers({ ...numbers, [key]: e.target.value })} error={problems[key]} required={required} />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = {
      price: wholeNumber(numbers.price),
      old_price: wholeNumber(numbers.old_price),
      buy_limit: wholeNumber(numbers.buy_limit),
      age_min: wholeNumber(numbers.age_min),
      age_max: wholeNumber(numbers.age_max),
      min_count: wholeNumber(numbers.min_count),
      max_count: wholeNumber(numbers.max_count),
    };
    for (const [key, value] of Object.entries(parsed)) if (Number.isNaN(value)) found[key] = t('console.form.number');
    if (parsed.price === undefined) found['price'] = t('console.form.required');
    if (title.trim() === '') found['title'] = t('console.form.required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void write
      .run(
        () =>
          updateConsoleFormat(format.public_id, {
            version: format.version,
            title: title.trim(),
            title_en: optionalText(titleEn),
            description: description.trim(),
            description_en: optionalText(descriptionEn),
            ...(parsed.price === undefined ? {} : { price: parsed.price }),
            old_price: parsed.old_price ?? null,
            buy_limit: parsed.buy_limit ?? null,
            age_min: parsed.age_min ?? null,
            age_max: parsed.age_max ?? null,
            ...(parsed.min_count === undefined ? {} : { min_count: parsed.min_count }),
            ...(parsed.max_count === undefined ? {} : { max_count: parsed.max_count }),
            ...flags,
          }),
        () => t('console.form.saved'),
      )
      .then((done) => done !== undefined && onSaved());
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <div className="console-form__grid">
        <TextField label={t('console.format.titleRu')} value={title} onChange={(e) => setTitle(e.target.value)} error={problems['title']} required />
        <TextField label={t('console.format.titleEn')} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} lang="en" />
        <TextArea label={t('console.format.descriptionRu')} value={description} onChange={(e) => setDescription(e.target.value)} />
        <TextArea label={t('console.format.descriptionEn')} value={descriptionEn} onChange={(e) => setDescriptionEn(e.target.value)} lang="en" />
        {number('price', t('console.format.price'), true)}
        {number('old_price', t('console.format.oldPrice'))}
        {number('buy_limit', t('console.format.buyLimit'))}
        {number('age_min', t('console.format.ageMin'))}
        {number('age_max', t('console.format.ageMax'))}
        {number('min_count', t('console.format.minCount'))}
        {number('max_count', t('console.format.maxCount'))}
      </div>
      <div className="console-form__grid">
        {flagKeys.map((key) => (
          <Checkbox key={key} checked={flags[key]} onChange={(e) => setFlags({ ...flags, [key]: e.target.checked })}>
            {t(flagLabels[key])}
          </Checkbox>
        ))}
      </div>
      <div className="console-actions">
        <Button type="submit" loading={write.busy}>
          {t('console.common.save')}
        </Button>
      </div>
      <WriteOutcome write={write} onReload={onSaved} labels={{ title: t('console.format.titleRu'), price: t('console.format.price') }} />
    </form>
  );
}

/** The places of one ticket kind: what is taken and left, and a new total (409 below what is taken). */
function StockForm({ format, kind, onSaved }: { readonly format: ConsoleFormat; readonly kind: ConsoleTicketKind; readonly onSaved: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [total, setTotal] = useState(String(kind.tickets_total));
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = wholeNumber(total);
    if (value === undefined || Number.isNaN(value)) return setProblem(t('console.form.number'));
    setProblem(undefined);
    void write.run(() => changeFormatStock(format.public_id, { version: format.version, kind: kind.kind, total: value }), () => t('console.form.saved')).then((done) => done !== undefined && onSaved());
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <p>{t('console.format.stockKind', { title: kind.title, taken: kind.tickets_total - kind.tickets_left, left: kind.tickets_left, total: kind.tickets_total })}</p>
      <div className="console-table__search">
        <TextField label={t('console.format.stockTotal', { title: kind.title })} inputMode="numeric" value={total} onChange={(e) => setTotal(e.target.value)} error={problem} />
        <Button type="submit" variant="secondary" loading={write.busy}>
          {t('console.format.stockSave')}
        </Button>
      </div>
      <WriteOutcome write={write} onReload={onSaved} />
    </form>
  );
}

/** /console/formats/{id}: one format's fields and its places. */
export function FormatPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const id = params['id'] ?? '';
  const { state, reload } = useCall(`format ${id}`, () => getConsoleFormat(id));
  const write = useWrite();
  return (
    <Loaded state={state} reload={reload}>
      {(format) => (
        <ConsolePage title={format.title} needs="organiser" back={<Link href={`/console/event-cities/${encodeURIComponent(format.event_city_id)}`}>← {t('console.format.back')}</Link>}>
          <section className="console-card" aria-labelledby="format-fields">
            <h2 id="format-fields">{t('console.formats.name')}</h2>
            <FormatForm key={format.version} format={format} write={write} onSaved={reload} />
          </section>
          <section className="console-card" aria-labelledby="format-stock">
            <h2 id="format-stock">{t('console.format.stockTitle')}</h2>
            {format.tickets.map((kind) => (
              <StockForm key={kind.kind} format={format} kind={kind} onSaved={reload} />
            ))}
          </section>
        </ConsolePage>
      )}
    </Loaded>
  );
}
