import { useTranslation } from 'react-i18next';
import type { EventType } from '../../sdk/contract/schemas/index.ts';
import { classNames } from '../../sdk/ui/index.ts';
import { Select, type SelectOption } from '../../sdk/ui/form/index.ts';
import type { CalendarFilter } from '../../sdk/catalogue/index.ts';

export interface CalendarFiltersProps {
  filter: CalendarFilter;
  onChange: (filter: CalendarFilter) => void;
  /** The cities to choose from, as select options (value: city id). */
  cities: readonly SelectOption[];
  types: readonly EventType[];
  /** 'Попробуйте позже' under a control whose list failed to load (purchase.md §8). */
  citiesFailed: boolean;
  typesFailed: boolean;
}

/** The calendar's controls: a city select and event type chips (one pressed at a time). */
export function CalendarFilters({ filter, onChange, cities, types, citiesFailed, typesFailed }: CalendarFiltersProps) {
  const { t } = useTranslation();
  const type = filter.type ?? '';
  const chips = [{ public_id: '', title: t('calendar.allEventTypes') }, ...types];
  return (
    <div className="filters" part="filters" role="search" aria-label={t('calendar.filters')}>
      <Select
        className="filters__city"
        label={t('calendar.city')}
        value={filter.city ?? ''}
        options={[{ value: '', label: t('calendar.allCities') }, ...cities]}
        hint={citiesFailed ? t('errors.tryLater') : undefined}
        onChange={(change) => onChange({ ...filter, city: change.target.value === '' ? undefined : change.target.value })}
      />
      <div className="filters__types">
        <span className="rk-field__label" id="rk-calendar-types">
          {t('calendar.eventType')}
        </span>
        <div className="chips" role="group" aria-labelledby="rk-calendar-types">
          {chips.map((chip) => (
            <button
              key={chip.public_id}
              type="button"
              part="chip"
              className={classNames('chip', chip.public_id === type && 'is-pressed')}
              aria-pressed={chip.public_id === type}
              onClick={() => onChange({ ...filter, type: chip.public_id === '' ? undefined : chip.public_id })}
            >
              {chip.title}
            </button>
          ))}
        </div>
        {typesFailed && <p className="rk-field__hint">{t('errors.tryLater')}</p>}
      </div>
    </div>
  );
}
