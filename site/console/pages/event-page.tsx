import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  createConsoleEventCity,
  listConsoleEventCities,
  type ConsoleEventCity,
  getConsoleEvent,
  hideConsoleEvent,
  publishConsoleEvent,
  updateConsoleEvent,
  type ConsoleEvent,
} from '../../../sdk/contract/console/index.ts';
import { Button } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { CityPlaceForm } from '../city-fields.tsx';
import { dateTime } from '../console-format.ts';
import { ConfirmButton, useWrite, WriteOutcome } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';
import { useCall } from '../use-call.ts';
import { EventForm } from './event-form.tsx';
import { EventPictures } from './event-pictures.tsx';
import { EventStatus } from './event-status.tsx';

/** The cities of one event: link to each (formats, participants), when it starts, how many formats. */
function EventCities({ event, version }: { readonly event: ConsoleEvent; readonly version: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  return (
    <ServerTable<ConsoleEventCity>
      caption={t('console.event.cities')}
      prefix="c"
      filters={{ event_id: event.public_id }}
      version={version}
      emptyText={t('console.event.noCities')}
      load={(query) => listConsoleEventCities({ ...query, event_id: event.public_id })}
      rowKey={(city) => city.public_id}
      columns={[
        { key: 'city', label: t('console.city.city'), sort: 'city', cell: (city) => <Link href={`/console/event-cities/${encodeURIComponent(city.public_id)}`}>{city.city_name}</Link> },
        { key: 'start', label: t('console.city.startTime'), sort: 'start_time', cell: (city) => dateTime(city.start_time, language) },
        { key: 'address', label: t('console.city.addressRu'), cell: (city) => city.address },
        { key: 'formats', label: t('console.city.formatCount'), numeric: true, cell: (city) => city.format_count },
      ]}
    />
  );
}

function EventScreen({ event, reload }: { readonly event: ConsoleEvent; readonly reload: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const edit = useWrite();
  const state = useWrite();
  const addCity = useWrite();
  const [cities, setCities] = useState(0);
  // a new form after a save shows the saved record
  const [round, setRound] = useState(0);
  const saved = () => {
    reload();
    setRound((n) => n + 1);
  };
  return (
    <ConsolePage
      title={event.title}
      needs="organiser"
      back={<Link href="/console/events">← {t('console.event.back')}</Link>}
      actions={
        <>
          <EventStatus event={event} />
          {!event.published && (
            <ConfirmButton
              question={t('console.event.publishConfirm', { title: event.title })}
              loading={state.busy}
              onConfirm={() => void state.run(() => publishConsoleEvent(event.public_id, { version: event.version }), () => t('console.event.published')).then((done) => done !== undefined && reload())}
            >
              {t('console.event.publish')}
            </ConfirmButton>
          )}
          <Button variant="secondary" loading={state.busy} onClick={() => void state.run(() => hideConsoleEvent(event.public_id, { version: event.version, hidden: !event.hidden }), () => t('console.form.saved')).then((done) => done !== undefined && reload())}>
            {event.hidden ? t('console.event.show') : t('console.event.hide')}
          </Button>
        </>
      }
    >
      <WriteOutcome write={state} onReload={reload} />
      <section className="console-card" aria-labelledby="event-texts">
        <h2 id="event-texts">{t('console.event.texts')}</h2>
        <EventForm
          key={`${event.version} ${round}`}
          event={event}
          write={edit}
          onReload={saved}
          onSubmit={(fields) => {
            const { public_id: _ignored, ...rest } = fields;
            void edit.run(() => updateConsoleEvent(event.public_id, { ...rest, version: event.version }), () => t('console.form.saved')).then((done) => done !== undefined && reload());
          }}
        />
      </section>
      <EventPictures key={`pictures ${event.version} ${round}`} event={event} onSaved={saved} />
      <section className="console-card" aria-labelledby="event-cities">
        <h2 id="event-cities">{t('console.event.cities')}</h2>
        <EventCities event={event} version={cities} />
        <h3>{t('console.event.addCity')}</h3>
        <CityPlaceForm
          write={addCity}
          submitLabel={t('console.event.addCity')}
          onSubmit={(place) =>
            void addCity.run(() => createConsoleEventCity({ event_id: event.public_id, ...place })).then((city) => {
              if (city === undefined) return;
              setCities((n) => n + 1);
              navigate(`/console/event-cities/${encodeURIComponent(city.public_id)}`);
            })
          }
        />
      </section>
    </ConsolePage>
  );
}

/** /console/events/{id}: the event's texts, publishing and hiding, and its cities. */
export function EventPage({ params }: SitePageProps) {
  const id = params['id'] ?? '';
  const { state, reload } = useCall(`event ${id}`, () => getConsoleEvent(id));
  return <Loaded state={state} reload={reload}>{(event) => <EventScreen event={event} reload={reload} />}</Loaded>;
}
