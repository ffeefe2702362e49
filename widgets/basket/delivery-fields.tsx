import { useTranslation } from 'react-i18next';
import { locationCalls } from '../../sdk/contract/index.ts';
import { validateBasketContacts, type BasketContactField, type BasketContacts } from '../../sdk/forms/index.ts';
import { Select, useFieldMessages } from '../../sdk/ui/form/index.ts';
import { TextField } from '../../sdk/ui/index.ts';
import { useBasketActions } from './basket-context.ts';
import { PhoneField } from '../../sdk/ui/form/phone-field.tsx';
import { useCallQuery, useMessageText } from '../../sdk/elements/index.ts';
import { TEXT_MAX } from '../../sdk/contract/schemas/index.ts';

export interface DeliveryFieldsProps {
  readonly contacts: BasketContacts;
  readonly onChange: (patch: Partial<BasketContacts>) => void;
}

/**
 * Where the goods go (purchase.md §2, §4, §5), shown while some shop line is neither picked up
 * nor hidden-delivery: region first (GET /api/location/region/list/RU), then its city
 * (GET /api/location/city/region/{id}), recipient's first and last name, address and phone
 * ('Заполните поле', 'Введите валидный номер' from sdk/forms), each shown once the field is
 * left or «Оплатить» pressed. Loaded lazily with the masks.
 */
export function DeliveryFields({ contacts, onChange }: DeliveryFieldsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { reportError, revealCount } = useBasketActions();
  const messages = useFieldMessages<BasketContactField>(revealCount > 0);
  const regions = useCallQuery(locationCalls.regions, {}, reportError).data?.values ?? [];
  const region = contacts.region_id === undefined ? '' : String(contacts.region_id);
  const cities = useCallQuery(locationCalls.cities, region === '' ? null : { params: { id: region } }, reportError).data?.values ?? [];
  const { errors } = validateBasketContacts(contacts, { deliveryNeeded: true });

  const touch = messages.touch;
  const errorOf = (field: BasketContactField) => (messages.shows(field) ? text(errors[field]) : undefined);
  // The region comes first: while none is chosen the city's message stands at the region, the
  // field to fill (the city's list is off until then).
  const cityError = errorOf('city_id');

  return (
    <fieldset className="delivery" part="delivery">
      <legend className="delivery__title">{t('checkout.delivery.title')}</legend>
      <Select
        label={t('checkout.delivery.region')}
        placeholder={t('checkout.delivery.chooseRegion')}
        required
        value={region}
        error={region === '' ? cityError : undefined}
        onBlur={() => touch('city_id')}
        onChange={(event) => onChange({ region_id: event.target.value, city_id: undefined })}
        options={regions.map((entry) => ({ value: String(entry.id), label: entry.name }))}
      />
      <Select
        label={t('checkout.delivery.city')}
        placeholder={t('checkout.delivery.chooseCity')}
        required
        disabled={region === ''}
        value={contacts.city_id === undefined ? '' : String(contacts.city_id)}
        error={region === '' ? undefined : cityError}
        onBlur={() => touch('city_id')}
        onChange={(event) => {
          touch('city_id');
          onChange({ city_id: event.target.value });
        }}
        options={cities.map((entry) => ({ value: String(entry.id), label: entry.name }))}
      />
      <TextField
        label={t('checkout.delivery.firstName')}
        maxLength={TEXT_MAX.name}
        required
        autoComplete="given-name"
        value={contacts.first_name ?? ''}
        error={errorOf('first_name')}
        onBlur={() => touch('first_name')}
        onChange={(event) => onChange({ first_name: event.target.value })}
      />
      <TextField
        label={t('checkout.delivery.lastName')}
        maxLength={TEXT_MAX.name}
        required
        autoComplete="family-name"
        value={contacts.last_name ?? ''}
        error={errorOf('last_name')}
        onBlur={() => touch('last_name')}
        onChange={(event) => onChange({ last_name: event.target.value })}
      />
      <TextField
        label={t('checkout.delivery.address')}
        maxLength={TEXT_MAX.address}
        required
        autoComplete="street-address"
        value={contacts.address ?? ''}
        error={errorOf('address')}
        onBlur={() => touch('address')}
        onChange={(event) => onChange({ address: event.target.value })}
      />
      <PhoneField
        label={t('checkout.contacts.phone')}
        required
        value={contacts.phone ?? ''}
        error={errorOf('phone')}
        onBlur={() => touch('phone')}
        onChange={(phone) => onChange({ phone })}
      />
    </fieldset>
  );
}
