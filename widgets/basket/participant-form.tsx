import { useTranslation } from 'react-i18next';
import { updateGroupTicket, updateParticipant } from '../../sdk/basket/pre-registration.ts';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { ParticipantInfo } from '../../sdk/contract/schemas/participant-info.ts';
import { birthDateMask } from '../../sdk/forms/calendar-date.ts';
import { sizeRequired, validateParticipantForm, type ParticipantField, type SizeOption } from '../../sdk/forms/participant-form.ts';
import { MaskedField } from '../../sdk/ui/masked-field.tsx';
import { RadioGroup } from '../../sdk/ui/radio-group.tsx';
import { Select } from '../../sdk/ui/select.tsx';
import { TextField } from '../../sdk/ui/text-field.tsx';
import { useBasketActions } from './basket-context.ts';
import { FileField } from './file-field.tsx';
import { PhoneField } from './phone-field.tsx';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';

export interface ParticipantFormProps {
  readonly line: BasketItem;
  /** Shirt sizes of the event city (GET /api/shop/shirts/{event_city}); the line's proportions otherwise. */
  readonly sizes: readonly SizeOption[] | undefined;
  /** Fields the buyer has been in: only their messages show. */
  readonly touched: ReadonlySet<string>;
  readonly onTouch: (field: ParticipantField) => void;
}

/**
 * The participant form of one ticket (purchase.md §2, §5): names, phone in the country masks,
 * birth date (99.99.9999), gender, and what the format asks — size, region, place, cluster
 * with its document, licence file, additional fields. Every change goes through sdk/basket,
 * which re-validates the line and keeps preReg and isErrorTab on it; a field's message shows
 * once the buyer has been in the field. Loaded lazily: it brings the input masks.
 */
export function ParticipantForm({ line, sizes, touched, onTouch }: ParticipantFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { edit } = useBasketActions();
  const info = line.info ?? {};
  const context = { now: Date.now(), sizes };
  const { errors } = validateParticipantForm(line, context);
  const errorOf = (field: ParticipantField) => {
    const message = errors[field];
    return touched.has(field) && message !== undefined ? text(message) : undefined;
  };
  const setInfo = (field: ParticipantField | null, patch: Partial<ParticipantInfo>) => {
    if (field !== null) onTouch(field);
    edit((items) => updateParticipant(items, line.unique_id, patch, { now: Date.now(), sizes }));
  };
  const setLine = (field: ParticipantField, patch: Partial<Omit<BasketItem, 'unique_id' | 'selector'>>) => {
    onTouch(field);
    edit((items) => updateGroupTicket(items, line.unique_id, patch, { now: Date.now(), sizes }));
  };
  const textField = (field: 'first_name' | 'last_name' | 'second_name', label: string, required: boolean) => (
    <TextField
      label={label}
      required={required}
      autoComplete={field === 'first_name' ? 'given-name' : field === 'last_name' ? 'family-name' : 'additional-name'}
      value={info[field] ?? ''}
      error={field === 'second_name' ? undefined : errorOf(field)}
      onChange={(event) => setInfo(field === 'second_name' ? null : field, { [field]: event.target.value })}
      onBlur={() => {
        if (field !== 'second_name') onTouch(field);
      }}
    />
  );

  const sizeList = sizes ?? line.proportions ?? [];
  const regions = line.regions ?? [];
  const places = line.select?.values ?? [];
  const clusters = line.clusters ?? [];
  const cluster = clusters.find((entry) => entry.value === info.cluster?.name || entry.name === info.cluster?.name);

  return (
    <fieldset className="participant" part="participant-form">
      <legend className="participant__title">{t('basket.item.participant')}</legend>
      <div className="participant__grid">
        {textField('last_name', t('common.fields.lastName'), true)}
        {textField('first_name', t('common.fields.firstName'), true)}
        {textField('second_name', t('common.fields.secondName'), false)}
        <PhoneField
          label={t('common.fields.phone')}
          required
          digits={info.phone ?? ''}
          error={errorOf('phone')}
          onChange={(phone) => setInfo('phone', { phone })}
          onBlur={() => onTouch('phone')}
        />
        <MaskedField
          label={t('common.fields.birthDate')}
          mask={birthDateMask}
          required
          autoComplete="bday"
          value={info.birth_date ?? ''}
          error={errorOf('birth_date')}
          onChange={(birthDate) => setInfo('birth_date', { birth_date: birthDate })}
          onBlur={() => onTouch('birth_date')}
        />
        <RadioGroup
          label={t('common.fields.gender')}
          inline
          required
          name={`gender-${line.unique_id}`}
          value={info.gender}
          error={errorOf('gender')}
          options={[
            { value: 'male', label: t('common.gender.male') },
            { value: 'female', label: t('common.gender.female') },
          ]}
          onChange={(gender) => setInfo('gender', { gender })}
        />
        {sizeRequired(line, sizeList) && (
          <Select
            label={t('common.fields.size')}
            placeholder={t('basket.optional.chooseSize')}
            required
            value={info.item_size ?? ''}
            error={errorOf('item_size')}
            onBlur={() => onTouch('item_size')}
            onChange={(event) => setInfo('item_size', { item_size: event.target.value })}
            options={sizeList.map((size) => ({ value: size.name, label: size.name, disabled: size.count === 0 }))}
          />
        )}
        {regions.length > 0 && (
          <Select
            label={t('basket.item.region')}
            placeholder={t('forms.chooseRegion')}
            required
            value={info.region ?? ''}
            error={errorOf('region')}
            onBlur={() => onTouch('region')}
            onChange={(event) => setInfo('region', { region: event.target.value })}
            options={regions.map((region) => ({ value: String(region.id), label: region.name }))}
          />
        )}
        {places.length > 0 && (
          <Select
            label={line.select?.title ?? t('basket.item.place')}
            placeholder={t('forms.chooseOption')}
            required
            value={line.select_field ?? ''}
            error={errorOf('select_field')}
            onBlur={() => onTouch('select_field')}
            onChange={(event) => setLine('select_field', { select_field: event.target.value })}
            options={places.map((place) => ({ value: place, label: place }))}
          />
        )}
        {clusters.length > 0 && (
          <Select
            label={t('basket.item.cluster')}
            placeholder={t('forms.chooseCluster')}
            required
            value={cluster?.value ?? ''}
            error={errorOf('cluster')}
            onBlur={() => onTouch('cluster')}
            onChange={(event) => setInfo('cluster', { cluster: { name: event.target.value } })}
            options={clusters.map((entry) => ({ value: entry.value, label: entry.name }))}
          />
        )}
        {cluster?.file === true && (
          <FileField
            label={t('basket.item.document')}
            fileName={info.cluster?.document == null ? undefined : t('basket.item.document')}
            error={touched.has('cluster_document') ? errors.cluster_document : undefined}
            onTouched={() => onTouch('cluster_document')}
            onUploaded={(file) => setInfo('cluster_document', { cluster: { name: cluster.value, document: file.public_id } })}
          />
        )}
        {line.license_file === true && (
          <FileField
            label={t('basket.item.license')}
            fileName={line.file == null ? undefined : (line.fileName ?? undefined)}
            error={touched.has('license_file') ? errors.license_file : undefined}
            onTouched={() => onTouch('license_file')}
            onUploaded={(file) => setLine('license_file', { file: file.public_id, fileName: file.name })}
          />
        )}
        {(line.additional_fields ?? []).map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            required={field.required === true}
            value={info.extra?.[field.name] ?? ''}
            error={errorOf(`extra.${field.name}`)}
            onBlur={() => onTouch(`extra.${field.name}`)}
            onChange={(event) => setInfo(`extra.${field.name}`, { extra: { ...info.extra, [field.name]: event.target.value } })}
          />
        ))}
      </div>
    </fieldset>
  );
}
