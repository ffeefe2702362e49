import { useAtomValue } from 'jotai';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { participantInfoPayload } from '../../sdk/basket/build-payment-request.ts';
import { type BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import { type EventFormat } from '../../sdk/contract/schemas/event-format.ts';
import { type ParticipantInfo } from '../../sdk/contract/schemas/participant-info.ts';
import { type Ticket, type TicketRegistration } from '../../sdk/contract/schemas/ticket.ts';
import { type User } from '../../sdk/contract/schemas/user.ts';
import { registerTicket } from '../../sdk/contract/tickets.ts';
import { birthDateMask, formatRuDate, parseIsoDate } from '../../sdk/forms/calendar-date.ts';
import { sizeRequired, validateParticipantForm, type ParticipantField } from '../../sdk/forms/participant-form.ts';
import { phoneCountries, phoneCountryFor, phoneMasks, type PhoneCountry } from '../../sdk/forms/phone.ts';
import { userAtom } from '../../sdk/state/storage-atoms.ts';
import { Button } from '../../sdk/ui/button.tsx';
import { MaskedField } from '../../sdk/ui/masked-field.tsx';
import { RadioGroup } from '../../sdk/ui/radio-group.tsx';
import { Select } from '../../sdk/ui/select.tsx';
import { TextField } from '../../sdk/ui/text-field.tsx';
import { DocumentUpload, type UploadedDocument } from './document-upload.tsx';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';

export interface RegistrationFormProps {
  ticket: Ticket;
  format: EventFormat;
  onDone: () => void;
  onError: (error: unknown) => void;
  onCancel: () => void;
}

/**
 * The participant form of a ticket's format (purchase.md §5), for PUT /api/user/ticket/online.
 * Loaded lazily (it carries react-imask). The rules are the sdk's: the form is read as the
 * basket line it would be (the format's regions, sizes, place select, clusters, licence,
 * additional fields and age window) and checked by `validateParticipantForm`; the body's `info`
 * is `participantInfoPayload` (phone digits, ISO birth date). Messages show after the first
 * try and follow every change from then on. Names, phone, birth date and gender start from the
 * ticket and the stored user.
 */
export default function RegistrationForm({ ticket, format, onDone, onError, onCancel }: RegistrationFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const user = useAtomValue(userAtom);
  const [info, setInfo] = useState<ParticipantInfo>(() => initialInfo(ticket, user));
  const [country, setCountry] = useState<PhoneCountry>(() => phoneCountryFor(info.phone ?? ''));
  const [selectField, setSelectField] = useState('');
  const [clusterDocument, setClusterDocument] = useState<UploadedDocument | undefined>(undefined);
  const [license, setLicense] = useState<UploadedDocument | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);

  const cluster = (format.clusters ?? []).find((entry) => entry.value === info.cluster?.name);
  const item = useMemo(
    () => registrationLine(ticket, format, { ...info, ...(info.cluster ? { cluster: { name: info.cluster.name, document: clusterDocument?.id } } : {}) }, selectField, license),
    [ticket, format, info, selectField, clusterDocument, license],
  );
  const check = validateParticipantForm(item, { now: Date.now(), sizes: format.sizes });
  const text = (field: ParticipantField) => (submitted ? messageText(check.errors[field]) : undefined);
  const set = (patch: Partial<ParticipantInfo>) => setInfo((current) => ({ ...current, ...patch }));
  const sizes = (format.sizes ?? []).filter((size) => (size.count ?? 1) > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.valid) return;
    setSending(true);
    try {
      await registerTicket(registrationBody(ticket, item));
      onDone();
    } catch (error) {
      setSending(false);
      onError(error);
    }
  };

  return (
    <form className="tickets__form registration-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="registration-form__grid">
        <TextField label={t('common.fields.lastName')} required autoComplete="family-name" value={info.last_name ?? ''} error={text('last_name')} onChange={(event) => set({ last_name: event.target.value })} />
        <TextField label={t('common.fields.firstName')} required autoComplete="given-name" value={info.first_name ?? ''} error={text('first_name')} onChange={(event) => set({ first_name: event.target.value })} />
        <TextField label={t('common.fields.secondName')} autoComplete="additional-name" value={info.second_name ?? ''} onChange={(event) => set({ second_name: event.target.value })} />
        <MaskedField
          label={t('common.fields.birthDate')}
          mask={birthDateMask}
          required
          showMask
          value={info.birth_date ?? ''}
          error={text('birth_date')}
          onChange={(value) => set({ birth_date: value })}
        />
        <Select
          label={t('tickets.registration.phoneCountry')}
          value={country}
          options={phoneCountries.map((code) => ({ value: code, label: t(`tickets.registration.countries.${code}`) }))}
          onChange={(event) => {
            const next = phoneCountries.find((code) => code === event.target.value) ?? 'RU';
            setCountry(next);
            set({ phone: '' });
          }}
        />
        <MaskedField
          key={country}
          label={t('common.fields.phone')}
          mask={phoneMasks[country]}
          inputMode="tel"
          autoComplete="tel"
          required
          value={info.phone ?? ''}
          error={text('phone')}
          onChange={(value) => set({ phone: value })}
        />
      </div>
      <RadioGroup
        label={t('common.fields.gender')}
        inline
        required
        options={[
          { value: 'male', label: t('common.gender.male') },
          { value: 'female', label: t('common.gender.female') },
        ]}
        value={info.gender}
        error={text('gender')}
        onChange={(gender) => set({ gender })}
      />
      <div className="registration-form__grid">
        {sizeRequired(item, format.sizes) && (
          <Select
            label={t('common.fields.size')}
            required
            placeholder={t('forms.chooseSize')}
            value={info.item_size ?? ''}
            options={sizes.map((size) => ({ value: size.name, label: size.name }))}
            error={text('item_size')}
            onChange={(event) => set({ item_size: event.target.value })}
          />
        )}
        {(format.regions ?? []).length > 0 && (
          <Select
            label={t('common.fields.region')}
            required
            placeholder={t('forms.chooseRegion')}
            value={info.region ?? ''}
            options={(format.regions ?? []).map((region) => ({ value: String(region.id), label: region.name }))}
            error={text('region')}
            onChange={(event) => set({ region: event.target.value })}
          />
        )}
        {format.select && format.select.values.length > 0 && (
          <Select
            label={format.select.title}
            required
            placeholder={t('forms.chooseOption')}
            value={selectField}
            options={format.select.values.map((value) => ({ value, label: value }))}
            error={text('select_field')}
            onChange={(event) => setSelectField(event.target.value)}
          />
        )}
        {(format.clusters ?? []).length > 0 && (
          <Select
            label={t('tickets.registration.cluster')}
            required
            placeholder={t('forms.chooseCluster')}
            value={info.cluster?.name ?? ''}
            options={(format.clusters ?? []).map((entry) => ({ value: entry.value, label: entry.name }))}
            error={text('cluster')}
            onChange={(event) => {
              setClusterDocument(undefined);
              set({ cluster: { name: event.target.value } });
            }}
          />
        )}
        {cluster?.file === true && (
          <DocumentUpload label={t('tickets.registration.document')} uploaded={clusterDocument} onUploaded={setClusterDocument} error={text('cluster_document')} />
        )}
        {format.license_file === true && (
          <DocumentUpload label={t('tickets.registration.license')} uploaded={license} onUploaded={setLicense} error={text('license_file')} />
        )}
        {(format.additional_fields ?? []).map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            required={field.required === true}
            value={info.extra?.[field.name] ?? ''}
            error={text(`extra.${field.name}`)}
            onChange={(event) => setInfo((current) => ({ ...current, extra: { ...current.extra, [field.name]: event.target.value } }))}
          />
        ))}
      </div>
      <div className="rk-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.actions.close')}
        </Button>
        <Button type="submit" loading={sending}>
          {t('tickets.registration.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The form's first values: the ticket's names, else the user's; the user's phone, birth date and gender. */
function initialInfo(ticket: Ticket, user: User | null): ParticipantInfo {
  const info: ParticipantInfo = {};
  const firstName = ticket.info.first_name ?? user?.name;
  const lastName = ticket.info.last_name ?? user?.last_name;
  if (firstName) info.first_name = firstName;
  if (lastName) info.last_name = lastName;
  if (user?.second_name) info.second_name = user.second_name;
  if (user?.phone) info.phone = user.phone;
  const birth = user?.birth_date ? parseIsoDate(user.birth_date) : undefined;
  if (birth !== undefined) info.birth_date = formatRuDate(birth);
  if (user?.gender === 'male' || user?.gender === 'female') info.gender = user.gender;
  return info;
}

/** The form as the basket line the participant rules read. */
function registrationLine(ticket: Ticket, format: EventFormat, info: ParticipantInfo, selectField: string, license: UploadedDocument | undefined): BasketItem {
  return {
    unique_id: ticket.public_id,
    public_id: format.public_id,
    selector: 'ticket',
    count: 1,
    price: format.price,
    start_time: format.start_time ?? ticket.event_format.start_time,
    event_city: { public_id: format.event_city_public_id ?? '', timezone: format.timezone ?? ticket.event_format.timezone ?? null },
    age_min: format.age_min ?? null,
    age_max: format.age_max ?? null,
    regions: format.regions ?? null,
    clusters: format.clusters ?? null,
    select: format.select ?? null,
    select_field: selectField,
    additional_fields: format.additional_fields ?? null,
    license_file: format.license_file ?? null,
    file: license?.id ?? null,
    proportions: format.sizes ?? null,
    shirt_unavailable: format.shirt_unavailable ?? null,
    info,
  };
}

/** PUT /api/user/ticket/online's body from the checked line. */
function registrationBody(ticket: Ticket, item: BasketItem): TicketRegistration {
  const cluster = item.info?.cluster;
  const document = cluster?.document;
  return {
    public_id: ticket.public_id,
    info: participantInfoPayload(item.info) ?? {},
    ...(cluster === undefined ? {} : { cluster: { name: cluster.name, ...(document ? { document } : {}) } }),
    ...(item.select_field ? { select_field: item.select_field } : {}),
    ...(item.license_file === true && item.file ? { license_file: item.file } : {}),
  };
}
