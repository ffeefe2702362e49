import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../sdk/config/index.ts';
import type { EventCity } from '../../sdk/contract/schemas/index.ts';
import { formatDayMonthTime } from '../../sdk/format/index.ts';
import { ChoiceCard } from './choice-card.tsx';

/** 'D MMMM / HH:mm' on the clock at the event. */
export const cityStart = (eventCity: EventCity, lang: Language) =>
  formatDayMonthTime(eventCity.start_time, eventCity.timezone == null ? { lang } : { lang, timeZone: eventCity.timezone });

export interface CityChoiceProps {
  eventCities: readonly EventCity[];
  chosen: string | undefined;
  onChoose: (eventCityId: string) => void;
  lang: Language;
}

/** The event's cities as cards (name; date and address) when there is more than one. */
export function CityChoice({ eventCities, chosen, onChoose, lang }: CityChoiceProps) {
  const { t } = useTranslation();
  const name = `rk-city${useId()}`;
  return (
    <fieldset className="choices" part="cities">
      <legend className="choices__legend">{t('event.chooseCity')}</legend>
      {eventCities.map((eventCity) => (
        <ChoiceCard
          key={eventCity.public_id}
          name={name}
          value={eventCity.public_id}
          checked={chosen === eventCity.public_id}
          onChoose={onChoose}
          title={eventCity.city.name_ru}
          details={
            <>
              <span className="choice__date">{cityStart(eventCity, lang)}</span>
              {eventCity.address != null && eventCity.address !== '' && <span className="choice__text">{eventCity.address}</span>}
            </>
          }
        />
      ))}
    </fieldset>
  );
}

/** The event's one city, said rather than offered. */
export function OnlyCity({ eventCity, lang }: { eventCity: EventCity; lang: Language }) {
  const { t } = useTranslation();
  return (
    <div className="only-city" part="cities">
      <span className="choices__legend">{t('event.place')}</span>
      <p className="only-city__text">
        {/* One row of the grid: the city and its start, then the address (the server names the city in the visitor's language). */}
        <span>
          <strong>{eventCity.city.name_ru}</strong> · {cityStart(eventCity, lang)}
        </span>
        {eventCity.address != null && eventCity.address !== '' && <span className="choice__text">{eventCity.address}</span>}
      </p>
    </div>
  );
}
