/**
 * Finding a participant without the camera (issue 26 §2): by surname, name or ticket number, in
 * the device's copy of the event city (so it works offline too); «Отметить» decides that ticket
 * like a scan, by its number.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckinSnapshot } from '../../sdk/contract/console/index.ts';

const SHOWN = 20;

export function ManualSearch({ snapshot, onPick }: { readonly snapshot: CheckinSnapshot; readonly onPick: (ticketNumber: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const id = useId();
  const found = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter((word) => word !== '');
    if (words.length === 0) return [];
    return snapshot.tickets.filter((ticket) => words.every((word) => ticket.name.toLowerCase().includes(word) || ticket.n.toLowerCase().includes(word))).slice(0, SHOWN);
  }, [query, snapshot]);

  return (
    <section className="checkin-search" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('checkin.search.heading')}</h2>
      <label>
        {t('checkin.search.label')}
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {query.trim() !== '' && found.length === 0 && <p role="status">{t('checkin.search.none')}</p>}
      <ul>
        {found.map((ticket) => (
          <li key={ticket.h}>
            <span>
              {ticket.name || '—'} · № {ticket.n}
            </span>
            <button type="button" onClick={() => onPick(ticket.n)}>
              {t('checkin.search.checkIn')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
