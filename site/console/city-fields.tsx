import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../sdk/ui/index.ts';
import { CityPicker } from './city-picker.tsx';
import { optionalText, WriteOutcome, type Write } from './console-forms.tsx';
import { zonedInstant } from './zoned-time.ts';

/** Where and when: what adding an event city and copying one both ask. */
export interface CityPlace {
  readonly city_id: number;
  readonly address: string;
  readonly address_en: string | null;
  readonly start_time: string;
  readonly timezone: string;
}

/** The form of a new place and time (a new event city, or the copy of one). */
export function CityPlaceForm({ write, submitLabel, onSubmit, children }: { readonly write: Write; readonly submitLabel: string; readonly onSubmit: (place: CityPlace) => void; readonly children?: ReactNode }) {
  const { t } = useTranslation();
  const [city, setCity] = useState<number | undefined>();
  const [address, setAddress] = useState('');
  const [addressEn, setAddressEn] = useState('');
  const [start, setStart] = useState('');
  const [zone, setZone] = useState('Europe/Moscow');
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const required = t('console.form.required');
    if (city === undefined) found['city'] = required;
    if (address.trim() === '') found['address'] = required;
    const instant = zonedInstant(start, zone.trim());
    if (instant === undefined) found['start'] = required;
    if (zone.trim() === '') found['zone'] = required;
    setProblems(found);
    if (city === undefined || instant === undefined || Object.keys(found).length > 0) return;
    onSubmit({ city_id: city, address: address.trim(), address_en: optionalText(addressEn), start_time: instant, timezone: zone.trim() });
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate>
      {children}
      <div className="console-form__grid">
        <CityPicker value={city} onChange={setCity} error={problems['city']} />
        <TextField label={t('console.city.addressRu')} value={address} onChange={(e) => setAddress(e.target.value)} error={problems['address']} required />
        <TextField label={t('console.city.addressEn')} value={addressEn} onChange={(e) => setAddressEn(e.target.value)} lang="en" />
        <TextField label={t('console.city.startTime')} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} error={problems['start']} required />
        <TextField label={t('console.city.timezone')} value={zone} onChange={(e) => setZone(e.target.value)} error={problems['zone']} required />
      </div>
      <div className="console-actions">
        <Button type="submit" loading={write.busy}>
          {submitLabel}
        </Button>
      </div>
      <WriteOutcome write={write} labels={{ address: t('console.city.addressRu'), start_time: t('console.city.startTime'), timezone: t('console.city.timezone') }} />
    </form>
  );
}
