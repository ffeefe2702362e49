import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX, listConsoleCities, listConsoleRegions } from '../../sdk/contract/console/index.ts';
import { Select } from '../../sdk/ui/form/index.ts';
import { useCall } from './use-call.ts';

/**
 * A city of the location list, chosen by its region first; answers its numeric id. Read through
 * the console's own lists (never cached), not the public ones: a region or city just made or
 * loaded under «Справочники» is offered at once, not after the public answers' cache lifetime.
 */
export function CityPicker({ value, onChange, error }: { readonly value: number | undefined; readonly onChange: (id: number | undefined) => void; readonly error?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const english = i18n?.language === 'en';
  const [region, setRegion] = useState('');
  const regions = useCall('regions', () => listConsoleRegions({ size: PAGE_SIZE_MAX, sort: 'sort' }));
  const cities = useCall(`cities ${region}`, () => (region === '' ? Promise.resolve({ items: [], total: 0, page: 1, size: PAGE_SIZE_MAX }) : listConsoleCities({ region_id: region, size: PAGE_SIZE_MAX, sort: 'sort' })));
  return (
    <>
      <Select
        label={t('console.city.region')}
        placeholder={t('console.city.regionPlaceholder')}
        value={region}
        options={(regions.state.data?.items ?? []).map((each) => ({ value: String(each.id), label: english ? each.name_en : each.name_ru }))}
        onChange={(event) => {
          setRegion(event.target.value);
          onChange(undefined);
        }}
      />
      <Select
        label={t('console.city.city')}
        placeholder={t('console.city.cityPlaceholder')}
        value={value === undefined ? '' : String(value)}
        disabled={region === ''}
        error={error}
        required
        options={(cities.state.data?.items ?? []).map((each) => ({ value: String(each.id), label: english ? each.name_en : each.name_ru }))}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      />
    </>
  );
}
