/**
 * /console/checkin?event_city=…: the organiser's view of race-day check-in (issue 26 §8): arrived
 * against expected, by format and by hour of the event city's own time, live (every 15 s); the
 * tickets let through twice while offline (reported after the devices synced, never merged
 * silently); and, for the organiser, the export of who has not come. Scanning itself is the
 * volunteers' page, /checkin/ (docs/checkin.md).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { downloadAbsent, getCheckinStats, listCheckinEventCities } from '../../../sdk/contract/console/index.ts';
import { Button } from '../../../sdk/ui/index.ts';
import { Select } from '../../../sdk/ui/form/index.ts';
import { dateTime } from '../console-format.ts';
import { useWrite, WriteOutcome } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { useMayUse } from '../staff-member.ts';
import { saveDownload } from '../save-download.ts';
import { useCall } from '../use-call.ts';

const LIVE_EVERY_MS = 15_000;

function Stats({ eventCity, language }: { readonly eventCity: string; readonly language: string }) {
  const { t } = useTranslation();
  const { state, reload } = useCall(`checkin stats ${eventCity}`, () => getCheckinStats(eventCity));
  useEffect(() => {
    const timer = setInterval(reload, LIVE_EVERY_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return (
    <Loaded state={state} reload={reload}>
      {(stats) => (
        <>
          <p className="console-page__lead" role="status">
            <strong>{t('console.checkin.summary', { arrived: stats.checked_in, expected: stats.expected })}</strong>
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that scrolls sideways is reached by keyboard (axe: scrollable-region-focusable) */}
          <div className="console-table__scroll" role="region" aria-label={t('console.checkin.byFormat')} tabIndex={0}>
            <table className="console-grid">
              <caption>{t('console.checkin.byFormat')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('console.checkin.format')}</th>
                  <th scope="col" className="is-numeric">{t('console.checkin.arrived')}</th>
                  <th scope="col" className="is-numeric">{t('console.checkin.expected')}</th>
                </tr>
              </thead>
              <tbody>
                {stats.by_format.map((row) => (
                  <tr key={row.format_id}>
                    <th scope="row">{row.format}</th>
                    <td className="is-numeric">{row.checked_in}</td>
                    <td className="is-numeric">{row.expected}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {stats.by_hour.length > 0 && (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as above
            <div className="console-table__scroll" role="region" aria-label={t('console.checkin.byHour')} tabIndex={0}>
              <table className="console-grid">
                <caption>{t('console.checkin.byHour')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('console.checkin.hour')}</th>
                    <th scope="col" className="is-numeric">{t('console.checkin.arrived')}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.by_hour.map((row) => (
                    <tr key={row.hour}>
                      <th scope="row">{`${String(row.hour).padStart(2, '0')}:00`}</th>
                      <td className="is-numeric">{row.checked_in}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2>{t('console.checkin.conflicts')}</h2>
          {stats.conflicts.length === 0 ? (
            <p>{t('console.checkin.noConflicts')}</p>
          ) : (
            <>
              <p>{t('console.checkin.conflictsLead')}</p>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as above */}
              <div className="console-table__scroll" role="region" aria-label={t('console.checkin.conflicts')} tabIndex={0}>
                <table className="console-grid">
                  <caption className="rk-visually-hidden">{t('console.checkin.conflicts')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('console.checkin.ticket')}</th>
                      <th scope="col">{t('console.checkin.participant')}</th>
                      <th scope="col">{t('console.checkin.first')}</th>
                      <th scope="col">{t('console.checkin.second')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.conflicts.map((row) => (
                      <tr key={`${row.ticket_number} ${row.second.at}`}>
                        <th scope="row">{row.ticket_number}</th>
                        <td>{row.name}</td>
                        <td>{`${dateTime(row.first.at, language)}, ${row.first.device}`}</td>
                        <td>{`${dateTime(row.second.at, language)}, ${row.second.device}`}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </Loaded>
  );
}

export function CheckinPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const organiser = useMayUse('organiser');
  const [params, setParams] = useSearchParams();
  const eventCity = params.get('event_city') ?? '';
  const cities = useCall(`checkin cities ${language}`, () => listCheckinEventCities());
  const download = useWrite();
  const exportAbsent = () =>
    void download.run(async () => {
      const got = await downloadAbsent(eventCity);
      saveDownload(got.blob, got.filename ?? `absent-${eventCity}.csv`);
      return got;
    });
  return (
    <ConsolePage
      title={t('console.checkin.title')}
      lead={t('console.checkin.lead')}
      actions={
        <>
          <a className="rk-button rk-button--secondary" href="/checkin/">
            <span className="rk-button__label">{t('console.checkin.openScanner')}</span>
          </a>
          {organiser && eventCity !== '' && (
            <Button variant="secondary" loading={download.busy} onClick={exportAbsent}>
              {t('console.checkin.absent')}
            </Button>
          )}
        </>
      }
    >
      <Loaded state={cities.state} reload={cities.reload}>
        {(answer) =>
          answer.values.length === 0 ? (
            <p>{t('console.checkin.none')}</p>
          ) : (
            <Select
              label={t('console.checkin.eventCity')}
              value={eventCity}
              placeholder={t('console.checkin.eventCityPlaceholder')}
              options={answer.values.map((city) => ({ value: city.public_id, label: `${city.event_title} · ${city.city} · ${dateTime(city.start_time, language)}` }))}
              onChange={(event) => setParams(() => (event.target.value === '' ? new URLSearchParams() : new URLSearchParams({ event_city: event.target.value })))}
            />
          )
        }
      </Loaded>
      <WriteOutcome write={download} />
      {eventCity !== '' && <Stats eventCity={eventCity} language={language} />}
    </ConsolePage>
  );
}
