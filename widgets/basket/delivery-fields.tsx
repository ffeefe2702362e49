import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationCalls } from '../../sdk/contract/location.ts';
import { validateBasketContacts, type BasketContactField, type BasketContacts } from '../../sdk/forms/basket-contacts.ts';
import { Select } from '../../sdk/ui/select.tsx';
import { TextField } from '../../sdk/ui/text-field.tsx';
import { useBasketActions } from './basket-context.ts';
import { PhoneField } from './phone-field.tsx';
import { useCallQuery } from '../../sdk/elements/use-call-query.ts';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';

export interface DeliveryFieldsProps {
  readonly contacts: BasketContacts;
  readonly onChange: (patch: Partial<BasketContacts>) => void;
}

/**
 * Where the goods go (purchase.md §2, §4, §5), shown while some shop line is neither picked up
 * nor hidden-delivery: region first (GET /api/location/region/list/RU), then its city
 * (GET /api/location/city/region/{id}), recipient's first and last name, address and phone
 * ('Заполните поле', 'Введите валидный номер' from sdk/forms). Loaded lazily with the masks.
 */
export function DeliveryFields({ contacts, onChange }: DeliveryFieldsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { reportError } = useBasketActions();
  const [touched, setTouched] = useState<ReadonlySet<BasketContactField>>(new Set());
  const regions = useCallQuery(locationCalls.regions, {}, reportError).data?.values ?? [];
  const region = contacts.region_id === undefined ? '' : String(contacts.region_id);
  const cities = useCallQuery(locationCalls.cities, region === '' ? null : { params: { id: region } }, reportError).data?.values ?? [];
  const { errors } = validateBasketContacts(contacts, { deliveryNeeded: true });

  const touch = (field: BasketContactField) => setTouched((before) => (before.has(field) ? before : new Set([...before, field])));
  const errorOf = (field: BasketContactField) => {
    const message = errors[field];
    return touched.has(field) && message !== undefined ? text(message) : undefined;
  };
  const set = (field: BasketContactField, patch: Partial<BasketContacts>) => {
    touch(field);
    onChange(patch);
  };

  return (
    <fieldset className="delivery" part="delivery">
      <legend className="delivery__title">{t('checkout.delivery.title')}</legend>
      <Select
        label={t('checkout.delivery.region')}
        placeholder={t('checkout.delivery.chooseRegion')}
        required
        value={region}
        onChange={(event) => onChange({ region_id: event.target.value, city_id: undefined })}
        options={regions.map((entry) => ({ value: String(entry.id), label: entry.name }))}
      />
      <Select
        label={t('checkout.delivery.city')}
        placeholder={t('checkout.delivery.chooseCity')}
        required
        disabled={region === ''}
        value={contacts.city_id === undefined ? '' : String(contacts.city_id)}
        error={errorOf('city_id')}
        onBlur={() => touch('city_id')}
        onChange={(event) => set('city_id', { city_id: event.target.value })}
        options={cities.map((entry) => ({ value: String(entry.id), label: entry.name }))}
      />
      <TextField
        label={t('checkout.delivery.firstName')}
        required
        autoComplete="given-name"
        value={contacts.first_name ?? ''}
        error={errorOf('first_name')}
        onBlur={() => touch('first_name')}
        onChange={(event) => set('first_name', { first_name: event.target.value })}
      />
      <TextField
        label={t('checkout.delivery.lastName')}
        required
        autoComplete="family-name"
        value={contacts.last_name ?? ''}
        error={errorOf('last_name')}
        onBlur={() => touch('last_name')}
        onChange={(event) => set('last_name', { last_name: event.target.value })}
      />
      <TextField
        label={t('checkout.delivery.address')}
        required
        autoComplete="street-address"
        value={contacts.address ?? ''}
        error={errorOf('address')}
        onBlur={() => touch('address')}
        onChange={(event) => set('address', { address: event.target.value })}
      />
      <PhoneField
        label={t('checkout.contacts.phone')}
        required
        digits={contacts.phone ?? ''}
        error={errorOf('phone')}
        onBlur={() => touch('phone')}
        onChange={(phone) => set('phone', { phone })}
      />
    </fieldset>
  );
}
