import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  copyConsoleEventCity,
  getConsoleEventCity,
  type ConsoleEventCity,
  changeFormatsInBulk,
  createConsoleFormat,
  listConsoleFormats,
  type ConsoleFormat,
} from '../../../sdk/contract/console/index.ts';
import { Button, TextField } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { CityPlaceForm } from '../city-fields.tsx';
import { dateTime, roubles } from '../console-format.ts';
import { useWrite, wholeNumber, WriteOutcome } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';
import { useCall } from '../use-call.ts';
import { CityCancel } from './city-cancel.tsx';

const stockOf = (format: ConsoleFormat) => format.tickets.reduce((sum, kind) => sum + kind.tickets_total, 0);
const leftOf = (format: ConsoleFormat) => format.tickets.reduce((sum, kind) => sum + kind.tickets_left, 0);

/** One price and/or stock for the selected formats (POST /api/console/formats/bulk). */
function BulkChange({ selected, onDone }: { readonly selected: ReadonlySet<string>; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const newPrice = wholeNumber(price);
    const newStock = wholeNumber(stock);
    if (Number.isNaN(newPrice) || Number.isNaN(newStock)) return setProblem(t('console.form.number'));
    if (newPrice === undefined && newStock === undefined) return setProblem(t('console.formats.bulkNothing'));
    setProblem(undefined);
    void write
      .run(
        () => changeFormatsInBulk({ format_ids: [...selected], ...(newPrice === undefined ? {} : { price: newPrice }), ...(newStock === undefined ? {} : { stock: newStock }) }),
        (result) => t('console.formats.bulkDone', { count: result.values.length }),
      )
      .then((done) => done !== undefined && onDone());
  };
  return (
    <form className="console-card console-form" onSubmit={submit} noValidate aria-labelledby="bulk-title">
      <h3 id="bulk-title">{t('console.formats.bulkTitle')}</h3>
      <p className="console-page__lead">{t('console.formats.bulkLead')}</p>
      <div className="console-form__grid">
        <TextField label={t('console.formats.bulkPrice')} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} error={problem} />
        <TextField label={t('console.formats.bulkStock')} inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} />
      </div>
      <div className="console-actions">
        <Button type="submit" loading={write.busy} disabled={selected.size === 0}>
          {t('console.formats.bulkApply', { count: selected.size })}
        </Button>
      </div>
      <WriteOutcome write={write} />
    </form>
  );
}

/** A new format: its title, price and places (the rest on its own page). */
function AddFormat({ city, onDone }: { readonly city: ConsoleEventCity; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amount = wholeNumber(price);
    const places = wholeNumber(stock);
    if (title.trim() === '') found['title'] = t('console.form.required');
    if (amount === undefined || Number.isNaN(amount)) found['price'] = t('console.form.number');
    if (places === undefined || Number.isNaN(places)) found['stock'] = t('console.form.number');
    setProblems(found);
    if (Object.keys(found).length > 0 || amount === undefined || places === undefined) return;
    void write
      .run(() => createConsoleFormat({ event_city_id: city.public_id, title: title.trim(), price: amount, stock: places }), () => t('console.form.saved'))
      .then((format) => {
        if (format === undefined) return;
        setTitle('');
        setPrice('');
        setStock('');
        onDone();
      });
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate aria-labelledby="add-format">
      <h3 id="add-format">{t('console.formats.add')}</h3>
      <div className="console-form__grid">
        <TextField label={t('console.format.titleRu')} value={title} onChange={(e) => setTitle(e.target.value)} error={problems['title']} required />
        <TextField label={t('console.format.price')} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} error={problems['price']} required />
        <TextField label={t('console.format.stock')} inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} error={problems['stock']} required />
      </div>
      <div className="console-actions">
        <Button type="submit" loading={write.busy}>
          {t('console.formats.add')}
        </Button>
      </div>
      <WriteOutcome write={write} labels={{ title: t('console.format.titleRu'), price: t('console.format.price') }} />
    </form>
  );
}

function EventCityScreen({ city }: { readonly city: ConsoleEventCity }) {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [formats, setFormats] = useState(0);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const copy = useWrite();
  const refresh = () => setFormats((n) => n + 1);
  const title = t('console.city.title', { city: city.city_name, date: dateTime(city.start_time, language) });
  return (
    <ConsolePage
      title={title}
      needs="organiser"
      back={<Link href={`/console/events/${encodeURIComponent(city.event_id)}`}>← {t('console.city.back')}</Link>}
      actions={
        <Link className="rk-button rk-button--secondary" href={`/console/participants?event_city=${encodeURIComponent(city.public_id)}`}>
          <span className="rk-button__label">{t('console.city.participants')}</span>
        </Link>
      }
      lead={`${city.address} · ${city.timezone}`}
    >
      <section className="console-card" aria-labelledby="city-formats">
        <h2 id="city-formats">{t('console.city.formats')}</h2>
        <ServerTable<ConsoleFormat>
          caption={t('console.city.formats')}
          version={formats}
          filters={{ event_city_id: city.public_id }}
          emptyText={t('console.formats.empty')}
          load={(query) =>
            listConsoleFormats({ ...query, event_city_id: city.public_id }).then((page) => {
              setNames(new Map(page.items.map((format) => [format.public_id, format.title])));
              return page;
            })
          }
          rowKey={(format) => format.public_id}
          selection={{ selected, onChange: setSelected, name: (id) => names.get(id) ?? id }}
          columns={[
            { key: 'title', label: t('console.formats.name'), sort: 'title', cell: (format) => <Link href={`/console/formats/${encodeURIComponent(format.public_id)}`}>{format.title}</Link> },
            { key: 'price', label: t('console.formats.price'), sort: 'price', numeric: true, cell: (format) => roubles(format.price, language) },
            { key: 'stock', label: t('console.formats.stock'), numeric: true, cell: stockOf },
            { key: 'left', label: t('console.formats.left'), numeric: true, cell: leftOf },
            { key: 'limit', label: t('console.formats.buyLimit'), numeric: true, cell: (format) => format.buy_limit ?? '—' },
            { key: 'hidden', label: t('console.formats.hidden'), cell: (format) => (format.hidden ? t('console.common.yes') : t('console.common.no')) },
          ]}
        />
        <BulkChange selected={selected} onDone={refresh} />
        <AddFormat city={city} onDone={refresh} />
      </section>
      <section className="console-card" aria-labelledby="city-copy">
        <h2 id="city-copy">{t('console.city.copy')}</h2>
        <CityPlaceForm
          write={copy}
          submitLabel={t('console.city.copy')}
          onSubmit={(place) =>
            void copy.run(() => copyConsoleEventCity(city.public_id, place)).then((made) => {
              if (made !== undefined) navigate(`/console/event-cities/${encodeURIComponent(made.public_id)}`);
            })
          }
        >
          <p className="console-page__lead">{t('console.city.copyLead')}</p>
        </CityPlaceForm>
      </section>
      <CityCancel city={city} />
    </ConsolePage>
  );
}

/** /console/event-cities/{id}: an event city's formats (bulk price and stock, a new format), its copy and its cancellation. */
export function EventCityPage({ params }: SitePageProps) {
  const id = params['id'] ?? '';
  const { state, reload } = useCall(`event city ${id}`, () => getConsoleEventCity(id));
  return <Loaded state={state} reload={reload}>{(city) => <EventCityScreen key={city.public_id} city={city} />}</Loaded>;
}
