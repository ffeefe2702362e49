import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  listConsoleFormats,
  type ConsoleFormat,
  createConsoleInsurance,
  getConsoleInsurance,
  updateConsoleInsurance,
  type ConsoleInsurance,
  type InsuranceCreate,
} from '../../../sdk/contract/console/index.ts';
import { listEventTypes } from '../../../sdk/contract/index.ts';
import { Checkbox, TextField } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { roubles } from '../console-format.ts';
import { optionalText, TextArea, useWrite, wholeNumber, FormFooter, type Write } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { PictureField } from '../picture-field.tsx';
import { ServerTable } from '../server-table.tsx';
import { useCall } from '../use-call.ts';
import { validityDays } from './insurance-page.tsx';

const TEXTS = ['name', 'title', 'subtitle', 'description', 'footnote'] as const;
type TextKey = (typeof TEXTS)[number];
const LONG: ReadonlySet<TextKey> = new Set(['description', 'footnote']);

/** The product's fields: texts in both languages, terms, logo, price, validity, formats, hidden. */
function InsuranceForm({ product, write, onSaved }: { readonly product?: ConsoleInsurance; readonly write: Write; readonly onSaved: (saved: ConsoleInsurance) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const formId = useId();
  const types = useCall('event types', listEventTypes);
  const [publicId, setPublicId] = useState('');
  const [texts, setTexts] = useState<Record<`${TextKey}${'' | '_en'}`, string>>({
    name: product?.name ?? '',
    name_en: product?.name_en ?? '',
    title: product?.title ?? '',
    title_en: product?.title_en ?? '',
    subtitle: product?.subtitle ?? '',
    subtitle_en: product?.subtitle_en ?? '',
    description: product?.description ?? '',
    description_en: product?.description_en ?? '',
    footnote: product?.footnote ?? '',
    footnote_en: product?.footnote_en ?? '',
  });
  const [legals, setLegals] = useState(product?.legals ?? '/api/files/document/insurance');
  const [logo, setLogo] = useState(product?.logo ?? '');
  const [price, setPrice] = useState(product === undefined ? '' : String(product.price));
  const [days, setDays] = useState(product === undefined ? '1' : String(validityDays(product.validity_time)));
  const [hidden, setHidden] = useState(product?.hidden ?? false);
  const [formats, setFormats] = useState<ReadonlySet<string>>(new Set(product?.format_ids ?? []));
  const [eventTypes, setEventTypes] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (texts.name.trim() === '') found['name'] = t('console.form.required');
    if (texts.title.trim() === '') found['title'] = t('console.form.required');
    if (legals.trim() === '') found['legals'] = t('console.form.required');
    const amount = wholeNumber(price);
    const validity = wholeNumber(days);
    if (amount === undefined || Number.isNaN(amount)) found['price'] = t('console.form.number');
    if (validity === undefined || Number.isNaN(validity) || validity < 1) found['days'] = t('console.insurance.daysInvalid');
    setProblems(found);
    if (Object.keys(found).length > 0 || amount === undefined || validity === undefined) return;
    const fields: Omit<InsuranceCreate, 'public_id'> = {
      name: texts.name.trim(),
      name_en: optionalText(texts.name_en),
      title: texts.title.trim(),
      title_en: optionalText(texts.title_en),
      subtitle: texts.subtitle.trim(),
      subtitle_en: optionalText(texts.subtitle_en),
      description: texts.description.trim(),
      description_en: optionalText(texts.description_en),
      footnote: texts.footnote.trim(),
      footnote_en: optionalText(texts.footnote_en),
      legals: legals.trim(),
      logo: optionalText(logo),
      price: amount,
      validity_time: validity * 86_400,
      hidden,
      format_ids: [...formats],
      ...(eventTypes.size === 0 ? {} : { event_type_ids: [...eventTypes] }),
    };
    void write
      .run(
        () =>
          product === undefined
            ? createConsoleInsurance({ ...(publicId.trim() === '' ? {} : { public_id: publicId.trim() }), ...fields })
            : updateConsoleInsurance(product.public_id, { version: product.version, ...fields }),
        () => t('console.form.saved'),
      )
      .then((saved) => saved !== undefined && onSaved(saved));
  };

  const text = (key: TextKey, english: boolean) => {
    const name = english ? (`${key}_en` as const) : key;
    const base = t(`console.insurance.texts.${key}`);
    const label = english ? t('console.goods.english', { label: base }) : base;
    const props = { label, value: texts[name], onChange: (e: { target: { value: string } }) => setTexts({ ...texts, [name]: e.target.value }), ...(english ? { lang: 'en' } : {}) };
    return LONG.has(key) ? <TextArea key={name} {...props} /> : <TextField key={name} {...props} error={problems[name]} required={!english && (key === 'name' || key === 'title')} />;
  };
  const typeNames = new Map((types.state.data?.values ?? []).map((each) => [each.public_id, each.title]));
  return (
    <div className="console-form">
    <form id={formId} className="console-form" onSubmit={submit} noValidate>
      <div className="console-form__grid">
        {product === undefined && <TextField label={t('console.goods.publicId')} hint={t('console.goods.publicIdHint')} value={publicId} onChange={(e) => setPublicId(e.target.value)} autoComplete="off" />}
        {TEXTS.flatMap((key) => [text(key, false), text(key, true)])}
        <TextField label={t('console.insurance.legals')} hint={t('console.insurance.legalsHint')} value={legals} onChange={(e) => setLegals(e.target.value)} error={problems['legals']} required />
        <TextField label={t('console.insurance.priceField')} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} error={problems['price']} required />
        <TextField label={t('console.insurance.daysField')} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} error={problems['days']} required />
        <PictureField label={t('console.insurance.logo')} value={logo} onChange={setLogo} />
      </div>
      <Checkbox checked={hidden} onChange={(e) => setHidden(e.target.checked)}>
        {t('console.insurance.hiddenField')}
      </Checkbox>
    </form>
      {/* the formats' table has its own search form, so it stands outside the product's form */}
      <fieldset className="console-fieldset">
        <legend>{t('console.insurance.formatsTitle')}</legend>
        <p className="console-note">{t('console.insurance.formatsHint', { count: formats.size })}</p>
        <ServerTable<ConsoleFormat>
          caption={t('console.insurance.formatsTitle')}
          searchLabel={t('console.insurance.formatsSearch')}
          prefix="f"
          load={listConsoleFormats}
          rowKey={(format) => format.public_id}
          selection={{ selected: formats, onChange: setFormats, name: (id) => id }}
          columns={[
            { key: 'title', label: t('console.formats.name'), sort: 'title', cell: (format) => format.title },
            { key: 'city', label: t('console.insurance.eventCity'), cell: (format) => <code>{format.event_city_id}</code> },
            { key: 'price', label: t('console.formats.price'), sort: 'price', numeric: true, cell: (format) => roubles(format.price, language) },
            { key: 'insured', label: t('console.insurance.offersInsurance'), cell: (format) => (format.insurance_available ? t('console.common.yes') : t('console.common.no')) },
          ]}
        />
        {typeNames.size > 0 && (
          <fieldset className="console-fieldset">
            <legend>{t('console.insurance.eventTypes')}</legend>
            {[...typeNames].map(([id, title]) => (
              <Checkbox
                key={id}
                checked={eventTypes.has(id)}
                onChange={(e) => {
                  const next = new Set(eventTypes);
                  if (e.target.checked) next.add(id);
                  else next.delete(id);
                  setEventTypes(next);
                }}
              >
                {title}
              </Checkbox>
            ))}
          </fieldset>
        )}
      </fieldset>
      <FormFooter write={write} isNew={product === undefined} form={formId} labels={{ name: t('console.insurance.texts.name'), title: t('console.insurance.texts.title'), legals: t('console.insurance.legals'), logo: t('console.insurance.logo'), price: t('console.insurance.priceField'), public_id: t('console.goods.publicId') }} />
    </div>
  );
}

/** /console/insurance/new and /console/insurance/{id}: one insurance product's form. */
export function InsuranceEditPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const id = params['id'] ?? 'new';
  const write = useWrite();
  const back = <Link href="/console/insurance">← {t('console.insurance.back')}</Link>;
  const { state, reload } = useCall(`insurance ${id}`, () => (id === 'new' ? Promise.resolve(undefined) : getConsoleInsurance(id)));
  if (id === 'new') {
    return (
      <ConsolePage title={t('console.insurance.newTitle')} needs="organiser" back={back}>
        <section className="console-card">
          <InsuranceForm write={write} onSaved={(saved) => navigate(`/console/insurance/${encodeURIComponent(saved.public_id)}`)} />
        </section>
      </ConsolePage>
    );
  }
  return (
    <Loaded state={state} reload={reload}>
      {(product) =>
        product === undefined ? null : (
          <ConsolePage title={product.name} needs="organiser" back={back}>
            <section className="console-card">
              <InsuranceForm key={product.version} product={product} write={write} onSaved={reload} />
            </section>
          </ConsolePage>
        )
      }
    </Loaded>
  );
}
