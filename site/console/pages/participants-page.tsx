import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { listConsoleEventCities, exportParticipants, getParticipantCounts, listParticipants, type Participant } from '../../../sdk/contract/console/index.ts';
import { listEvents } from '../../../sdk/contract/index.ts';
import { Button } from '../../../sdk/ui/index.ts';
import { Select } from '../../../sdk/ui/form/index.ts';
import { dateTime } from '../console-format.ts';
import { useWrite, WriteOutcome } from '../console-forms.tsx';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';
import { useMayUse } from '../staff-member.ts';
import { saveDownload } from '../save-download.ts';
import { useCall } from '../use-call.ts';

interface CityChoice {
  readonly value: string;
  readonly label: string;
}

/** The event cities to choose from: every one (drafts too) for the organiser, the published ones for staff. */
function useCityChoices(organiser: boolean, language: string) {
  return useCall(`city choices ${String(organiser)} ${language}`, async (): Promise<CityChoice[]> => {
    if (organiser) {
      const page = await listConsoleEventCities({ size: 200, sort: 'start_time', dir: 'asc' });
      return page.items.map((city) => ({ value: city.public_id, label: `${city.event_id} · ${city.city_name} · ${dateTime(city.start_time, language)}` }));
    }
    const events = await listEvents();
    return events.values.flatMap((event) => event.event_city.map((city) => ({ value: city.public_id, label: `${event.title} · ${city.city.name_ru} · ${dateTime(city.start_time, language)}` })));
  });
}

/** Sold / held / left of each format of the city, as they are now. */
function Counts({ eventCity }: { readonly eventCity: string }) {
  const { t } = useTranslation();
  const { state } = useCall(`counts ${eventCity}`, () => getParticipantCounts(eventCity));
  const counts = state.data;
  if (counts === undefined) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that scrolls sideways is reached by keyboard (axe: scrollable-region-focusable)
    <div className="console-table__scroll" role="region" aria-label={t('console.participants.counts')} tabIndex={0}>
      <table className="console-grid">
        <caption className="rk-visually-hidden">{t('console.participants.counts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.participants.format')}</th>
            <th scope="col" className="is-numeric">{t('console.participants.stock')}</th>
            <th scope="col" className="is-numeric">{t('console.participants.sold')}</th>
            <th scope="col" className="is-numeric">{t('console.participants.held')}</th>
            <th scope="col" className="is-numeric">{t('console.participants.left')}</th>
          </tr>
        </thead>
        <tbody>
          {counts.formats.map((format) => (
            <tr key={format.format_id}>
              <th scope="row">{format.title}</th>
              <td className="is-numeric">{format.stock}</td>
              <td className="is-numeric">{format.sold}</td>
              <td className="is-numeric">{format.held}</td>
              <td className="is-numeric">{format.left}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('console.participants.total')}</th>
            <td />
            <td className="is-numeric">{counts.sold}</td>
            <td className="is-numeric">{counts.held}</td>
            <td className="is-numeric">{counts.left}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * /console/participants?event_city=…&format=…: an event city's start list with its counts, and
 * (for the organiser) its export as CSV or XLSX for the timing company.
 */
export function ParticipantsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const organiser = useMayUse('organiser');
  const [params, setParams] = useSearchParams();
  const eventCity = params.get('event_city') ?? '';
  const format = params.get('format') ?? '';
  const choices = useCityChoices(organiser, language);
  const counts = useCall(`formats ${eventCity}`, () => (eventCity === '' ? Promise.resolve(undefined) : getParticipantCounts(eventCity)));
  const download = useWrite();
  const choose = (next: Readonly<Record<string, string>>) =>
    setParams(() => {
      const after = new URLSearchParams();
      const merged = { event_city: eventCity, format, ...next };
      for (const [key, value] of Object.entries(merged)) if (value !== '') after.set(key, value);
      return after;
    });
  const exportAs = (file: 'csv' | 'xlsx') =>
    void download.run(async () => {
      const got = await exportParticipants({ event_city: eventCity, file, ...(format === '' ? {} : { format }) });
      saveDownload(got.blob, got.filename ?? `start-list-${eventCity}.${file}`);
      return got;
    });
  return (
    <ConsolePage
      title={t('console.participants.title')}
      lead={t('console.participants.lead')}
      actions={
        organiser && eventCity !== '' ? (
          <>
            <Button variant="secondary" loading={download.busy} onClick={() => exportAs('csv')}>
              {t('console.participants.exportCsv')}
            </Button>
            <Button variant="secondary" loading={download.busy} onClick={() => exportAs('xlsx')}>
              {t('console.participants.exportXlsx')}
            </Button>
          </>
        ) : undefined
      }
    >
      <WriteOutcome write={download} />
      <div className="console-form__grid">
        <Select
          label={t('console.participants.eventCity')}
          placeholder={t('console.participants.eventCityPlaceholder')}
          value={eventCity}
          options={choices.state.data ?? []}
          onChange={(event) => choose({ event_city: event.target.value, format: '' })}
        />
        {eventCity !== '' && (
          <Select
            label={t('console.participants.format')}
            value={format}
            options={[{ value: '', label: t('console.participants.allFormats') }, ...(counts.state.data?.formats ?? []).map((each) => ({ value: each.format_id, label: each.title }))]}
            onChange={(event) => choose({ format: event.target.value })}
          />
        )}
      </div>
      {eventCity === '' ? (
        <p className="console-empty">{t('console.participants.choose')}</p>
      ) : (
        <>
          <Counts eventCity={eventCity} />
          <ServerTable<Participant>
            caption={t('console.participants.title')}
            searchLabel={t('console.participants.searchLabel')}
            emptyText={t('console.participants.empty')}
            filters={{ event_city: eventCity, format }}
            load={(query) => listParticipants({ ...query, event_city: eventCity, ...(format === '' ? {} : { format }) })}
            rowKey={(participant) => participant.ticket_id}
            columns={[
              { key: 'last_name', label: t('console.participants.lastName'), sort: 'last_name', cell: (p) => p.last_name ?? '—' },
              { key: 'first_name', label: t('console.participants.firstName'), cell: (p) => p.first_name ?? '—' },
              { key: 'number', label: t('console.participants.number'), sort: 'number', numeric: true, cell: (p) => p.number ?? '—' },
              { key: 'format', label: t('console.participants.format'), cell: (p) => p.format_title },
              { key: 'birth', label: t('console.participants.birthDate'), cell: (p) => p.birth_date ?? '—' },
              { key: 'gender', label: t('console.participants.gender'), cell: (p) => p.gender ?? '—' },
              { key: 'phone', label: t('console.participants.phone'), cell: (p) => p.phone ?? '—' },
              { key: 'email', label: t('console.participants.email'), cell: (p) => p.email ?? '—' },
              { key: 'ticket', label: t('console.participants.ticket'), sort: 'ticket_number', cell: (p) => p.ticket_number },
              { key: 'order', label: t('console.participants.order'), cell: (p) => `№ ${p.order_number}` },
              { key: 'status', label: t('console.participants.status'), cell: (p) => t(`console.participants.statuses.${p.status}`) },
            ]}
          />
        </>
      )}
    </ConsolePage>
  );
}
