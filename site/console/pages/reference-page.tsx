import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createConsoleCity,
  createConsoleEventType,
  createConsoleRegion,
  listConsoleCities,
  listConsoleEventTypes,
  listConsoleRegions,
  loadRussianLocations,
  updateConsoleCity,
  updateConsoleEventType,
  updateConsoleRegion,
  type ConsoleEventType,
  type ConsoleLocationCity,
  type ConsoleRegion,
  PAGE_SIZE_MAX,
} from '../../../sdk/contract/console/index.ts';
import { Button, TextField } from '../../../sdk/ui/index.ts';
import { Select } from '../../../sdk/ui/form/index.ts';
import { optionalText, useWrite, wholeNumber, WriteOutcome } from '../console-forms.tsx';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';
import { useCall } from '../use-call.ts';

/** Russia's time zones, west to east: what a city's start times are shown in. */
const RUSSIAN_TIME_ZONES: readonly string[] = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
];

/** An optional whole number typed into a field: undefined when empty, NaN when not a number. */
const optionalNumber = (text: string): number | undefined => wholeNumber(text);

/** A reference form's buttons: add (a new record) or save and cancel (the one being edited). */
function FormActions({ editing, busy, add, onCancel }: { readonly editing: boolean; readonly busy: boolean; readonly add: string; readonly onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="console-actions">
      <Button type="submit" loading={busy}>
        {editing ? t('console.common.save') : add}
      </Button>
      {editing && (
        <Button variant="secondary" onClick={onCancel}>
          {t('console.common.cancel')}
        </Button>
      )}
    </div>
  );
}

/** Creates an event type, or edits the one chosen in the table. */
function EventTypeForm({ editing, onDone }: { readonly editing: ConsoleEventType | undefined; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [id, setId] = useState('');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [titleEn, setTitleEn] = useState(editing?.title_en ?? '');
  const [sort, setSort] = useState(String(editing?.sort ?? 0));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const order = optionalNumber(sort) ?? 0;
    const found: Record<string, string> = {};
    if (title.trim() === '') found['title'] = t('console.form.required');
    if (Number.isNaN(order)) found['sort'] = t('console.form.number');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const fields = { title: title.trim(), title_en: optionalText(titleEn), sort: order };
    const action =
      editing === undefined
        ? () => createConsoleEventType({ ...fields, ...(id.trim() === '' ? {} : { public_id: id.trim() }) })
        : () => updateConsoleEventType(editing.public_id, { version: editing.version, ...fields });
    void write.run(action, (saved) => `${t('console.form.saved')}: ${saved.title}`).then((saved) => {
      if (saved === undefined) return;
      setId('');
      setTitle('');
      setTitleEn('');
      setSort('0');
      onDone();
    });
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate aria-label={editing === undefined ? t('console.reference.newType') : t('console.reference.editType', { title: editing.title })}>
      <div className="console-form__grid">
        {editing === undefined && <TextField label={t('console.event.publicId')} hint={t('console.event.publicIdHint')} value={id} onChange={(e) => setId(e.target.value)} autoComplete="off" />}
        <TextField label={t('console.reference.typeTitleRu')} value={title} onChange={(e) => setTitle(e.target.value)} error={problems['title']} required />
        <TextField label={t('console.reference.typeTitleEn')} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} lang="en" />
        <TextField label={t('console.reference.sort')} hint={t('console.reference.sortHint')} inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} error={problems['sort']} />
      </div>
      <FormActions editing={editing !== undefined} busy={write.busy} add={t('console.reference.addType')} onCancel={onDone} />
      <WriteOutcome write={write} onReload={onDone} labels={{ public_id: t('console.event.publicId'), title: t('console.reference.typeTitleRu'), title_en: t('console.reference.typeTitleEn'), sort: t('console.reference.sort') }} />
    </form>
  );
}

function EventTypes() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<ConsoleEventType | undefined>();
  const done = () => {
    setEditing(undefined);
    setVersion((n) => n + 1);
  };
  return (
    <section className="console-card" aria-labelledby="event-types">
      <h2 id="event-types">{t('console.reference.types')}</h2>
      <p className="console-note">{t('console.reference.typesLead')}</p>
      <EventTypeForm key={editing?.public_id ?? 'new'} editing={editing} onDone={done} />
      <ServerTable<ConsoleEventType>
        caption={t('console.reference.types')}
        prefix="t"
        searchLabel={t('console.reference.typeSearch')}
        emptyText={t('console.reference.typesEmpty')}
        version={version}
        load={listConsoleEventTypes}
        rowKey={(type) => type.public_id}
        columns={[
          { key: 'title', label: t('console.reference.typeTitleRu'), sort: 'title', cell: (type) => type.title },
          { key: 'title_en', label: t('console.reference.typeTitleEn'), cell: (type) => type.title_en ?? t('console.common.none') },
          { key: 'id', label: t('console.event.publicId'), cell: (type) => <code>{type.public_id}</code> },
          { key: 'sort', label: t('console.reference.sort'), sort: 'sort', numeric: true, cell: (type) => type.sort },
          { key: 'events', label: t('console.reference.events'), numeric: true, cell: (type) => type.events },
          {
            key: 'edit',
            label: t('console.common.edit'),
            cell: (type) => (
              <Button variant="ghost" size="sm" aria-label={`${t('console.common.edit')}: ${type.title}`} onClick={() => setEditing(type)}>
                {t('console.common.edit')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}

/** Creates a region, or renames the one chosen in the table. */
function RegionForm({ editing, onDone }: { readonly editing: ConsoleRegion | undefined; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [id, setId] = useState('');
  const [nameRu, setNameRu] = useState(editing?.name_ru ?? '');
  const [nameEn, setNameEn] = useState(editing?.name_en ?? '');
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const geonames = optionalNumber(id);
    const found: Record<string, string> = {};
    if (nameRu.trim() === '') found['name_ru'] = t('console.form.required');
    if (nameEn.trim() === '') found['name_en'] = t('console.form.required');
    if (geonames !== undefined && (Number.isNaN(geonames) || geonames < 1)) found['id'] = t('console.form.number');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const fields = { name_ru: nameRu.trim(), name_en: nameEn.trim() };
    const action =
      editing === undefined
        ? () => createConsoleRegion({ ...fields, ...(geonames === undefined ? {} : { id: geonames }) })
        : () => updateConsoleRegion(editing.id, { version: editing.version, ...fields });
    void write.run(action, (saved) => `${t('console.form.saved')}: ${saved.name_ru}`).then((saved) => {
      if (saved === undefined) return;
      setId('');
      setNameRu('');
      setNameEn('');
      onDone();
    });
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate aria-label={editing === undefined ? t('console.reference.newRegion') : t('console.reference.editRegion', { name: editing.name_ru })}>
      <div className="console-form__grid">
        {editing === undefined && <TextField label={t('console.reference.geonamesId')} hint={t('console.reference.geonamesHint')} inputMode="numeric" value={id} onChange={(e) => setId(e.target.value)} error={problems['id']} />}
        <TextField label={t('console.reference.regionRu')} value={nameRu} onChange={(e) => setNameRu(e.target.value)} error={problems['name_ru']} required />
        <TextField label={t('console.reference.regionEn')} value={nameEn} onChange={(e) => setNameEn(e.target.value)} error={problems['name_en']} required lang="en" />
      </div>
      <FormActions editing={editing !== undefined} busy={write.busy} add={t('console.reference.addRegion')} onCancel={onDone} />
      <WriteOutcome write={write} onReload={onDone} labels={{ id: t('console.reference.geonamesId'), name_ru: t('console.reference.regionRu'), name_en: t('console.reference.regionEn') }} />
    </form>
  );
}

/** Creates a city in a region, or edits the one chosen in the table. */
function CityForm({ editing, onDone, regionsVersion }: { readonly editing: ConsoleLocationCity | undefined; readonly onDone: () => void; readonly regionsVersion: number }) {
  const { t } = useTranslation();
  const write = useWrite();
  const regions = useCall(`regions ${regionsVersion}`, () => listConsoleRegions({ size: PAGE_SIZE_MAX, sort: 'sort' }));
  const [id, setId] = useState('');
  const [region, setRegion] = useState(editing === undefined ? '' : String(editing.region_id));
  const [nameRu, setNameRu] = useState(editing?.name_ru ?? '');
  const [nameEn, setNameEn] = useState(editing?.name_en ?? '');
  const [zone, setZone] = useState(editing?.timezone ?? 'Europe/Moscow');
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const geonames = optionalNumber(id);
    const found: Record<string, string> = {};
    if (region === '') found['region_id'] = t('console.form.required');
    if (nameRu.trim() === '') found['name_ru'] = t('console.form.required');
    if (nameEn.trim() === '') found['name_en'] = t('console.form.required');
    if (geonames !== undefined && (Number.isNaN(geonames) || geonames < 1)) found['id'] = t('console.form.number');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const fields = { region_id: Number(region), name_ru: nameRu.trim(), name_en: nameEn.trim(), timezone: zone };
    const action =
      editing === undefined
        ? () => createConsoleCity({ ...fields, ...(geonames === undefined ? {} : { id: geonames }) })
        : () => updateConsoleCity(editing.id, { version: editing.version, ...fields });
    void write.run(action, (saved) => `${t('console.form.saved')}: ${saved.name_ru}`).then((saved) => {
      if (saved === undefined) return;
      setId('');
      setNameRu('');
      setNameEn('');
      onDone();
    });
  };
  const zones = RUSSIAN_TIME_ZONES.includes(zone) ? RUSSIAN_TIME_ZONES : [zone, ...RUSSIAN_TIME_ZONES];
  return (
    <form className="console-form" onSubmit={submit} noValidate aria-label={editing === undefined ? t('console.reference.newCity') : t('console.reference.editCity', { name: editing.name_ru })}>
      <div className="console-form__grid">
        <Select
          label={t('console.reference.region')}
          placeholder={t('console.reference.regionPlaceholder')}
          options={(regions.state.data?.items ?? []).map((each) => ({ value: String(each.id), label: each.name_ru }))}
          value={region}
          onChange={(e) => setRegion(e.target.value)}
          error={problems['region_id']}
          required
        />
        {editing === undefined && <TextField label={t('console.reference.geonamesId')} hint={t('console.reference.geonamesHint')} inputMode="numeric" value={id} onChange={(e) => setId(e.target.value)} error={problems['id']} />}
        <TextField label={t('console.reference.cityRu')} value={nameRu} onChange={(e) => setNameRu(e.target.value)} error={problems['name_ru']} required />
        <TextField label={t('console.reference.cityEn')} value={nameEn} onChange={(e) => setNameEn(e.target.value)} error={problems['name_en']} required lang="en" />
        <Select label={t('console.reference.timezone')} options={zones.map((each) => ({ value: each, label: each }))} value={zone} onChange={(e) => setZone(e.target.value)} />
      </div>
      <FormActions editing={editing !== undefined} busy={write.busy} add={t('console.reference.addCity')} onCancel={onDone} />
      <WriteOutcome
        write={write}
        onReload={onDone}
        labels={{ id: t('console.reference.geonamesId'), region_id: t('console.reference.region'), name_ru: t('console.reference.cityRu'), name_en: t('console.reference.cityEn'), timezone: t('console.reference.timezone') }}
      />
    </form>
  );
}

function Locations() {
  const { t } = useTranslation();
  const load = useWrite();
  const [version, setVersion] = useState(0);
  const [region, setRegion] = useState<ConsoleRegion | undefined>();
  const [city, setCity] = useState<ConsoleLocationCity | undefined>();
  const refresh = () => {
    setRegion(undefined);
    setCity(undefined);
    setVersion((n) => n + 1);
  };
  return (
    <section className="console-card" aria-labelledby="locations">
      <h2 id="locations">{t('console.reference.locations')}</h2>
      <p className="console-note">{t('console.reference.locationsLead')}</p>
      <div className="console-actions">
        <Button variant="secondary" loading={load.busy} onClick={() => void load.run(loadRussianLocations, (made) => t('console.reference.loaded', { regions: made.regions_added, cities: made.cities_added })).then(refresh)}>
          {t('console.reference.loadRussia')}
        </Button>
      </div>
      <WriteOutcome write={load} />
      <h3>{t('console.reference.regions')}</h3>
      <RegionForm key={region?.id ?? 'new'} editing={region} onDone={refresh} />
      <ServerTable<ConsoleRegion>
        caption={t('console.reference.regions')}
        prefix="r"
        searchLabel={t('console.reference.regionSearch')}
        emptyText={t('console.reference.regionsEmpty')}
        version={version}
        load={listConsoleRegions}
        rowKey={(each) => String(each.id)}
        columns={[
          { key: 'name_ru', label: t('console.reference.regionRu'), sort: 'name_ru', cell: (each) => each.name_ru },
          { key: 'name_en', label: t('console.reference.regionEn'), cell: (each) => each.name_en },
          { key: 'id', label: t('console.reference.geonamesId'), sort: 'id', numeric: true, cell: (each) => each.id },
          { key: 'cities', label: t('console.reference.cities'), numeric: true, cell: (each) => each.cities },
          {
            key: 'edit',
            label: t('console.common.edit'),
            cell: (each) => (
              <Button variant="ghost" size="sm" aria-label={`${t('console.common.edit')}: ${each.name_ru}`} onClick={() => setRegion(each)}>
                {t('console.common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <h3>{t('console.reference.cities')}</h3>
      <CityForm key={city?.id ?? 'new'} editing={city} onDone={refresh} regionsVersion={version} />
      <ServerTable<ConsoleLocationCity>
        caption={t('console.reference.cities')}
        prefix="c"
        searchLabel={t('console.reference.citySearch')}
        emptyText={t('console.reference.citiesEmpty')}
        version={version}
        load={listConsoleCities}
        rowKey={(each) => String(each.id)}
        columns={[
          { key: 'name_ru', label: t('console.reference.cityRu'), sort: 'name_ru', cell: (each) => each.name_ru },
          { key: 'name_en', label: t('console.reference.cityEn'), cell: (each) => each.name_en },
          { key: 'region', label: t('console.reference.region'), sort: 'region', cell: (each) => each.region },
          { key: 'timezone', label: t('console.reference.timezone'), cell: (each) => each.timezone },
          { key: 'events', label: t('console.reference.eventCities'), numeric: true, cell: (each) => each.events },
          {
            key: 'edit',
            label: t('console.common.edit'),
            cell: (each) => (
              <Button variant="ghost" size="sm" aria-label={`${t('console.common.edit')}: ${each.name_ru}`} onClick={() => setCity(each)}>
                {t('console.common.edit')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}

/** /console/reference: event types, regions and cities — what an event needs before it can be made. */
export function ReferencePage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.reference.title')} lead={t('console.reference.lead')} needs="organiser">
      <EventTypes />
      <Locations />
    </ConsolePage>
  );
}
