import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listRegionCities, listRegions } from '../../sdk/contract/location.ts';
import { Select } from '../../sdk/ui/form/select.tsx';
import { useCall } from './use-call.ts';

/** A city of the location list, chosen by its region first (GET /api/location/…); answers its numeric id. */
export function CityPicker({ value, onChange, error }: { readonly value: number | undefined; readonly onChange: (id: number | undefined) => void; readonly error?: string | undefined }) {
  const { t } = useTranslation();
  const [region, setRegion] = useState('');
  const regions = useCall('regions', listRegions);
  const cities = useCall(`cities ${region}`, () => (region === '' ? Promise.resolve({ values: [] }) : listRegionCities(region)));
  return (
    <>
      <Select
        label={t('console.city.region')}
        placeholder={t('console.city.regionPlaceholder')}
        value={region}
        options={(regions.state.data?.values ?? []).map((each) => ({ value: String(each.id), label: each.name }))}
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
        options={(cities.state.data?.values ?? []).map((each) => ({ value: String(each.id), label: each.name }))}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      />
    </>
  );
}
