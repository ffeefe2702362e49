import { useTranslation } from 'react-i18next';
import type { BasketItem } from '../../contract/schemas/basket-item.ts';
import type { ParticipantInfo } from '../../contract/schemas/participant-info.ts';
import type { UploadedFile } from '../../contract/schemas/uploaded-file.ts';
import { useMessageText } from '../../elements/use-message-text.ts';
import { sizeRequired, validateParticipantForm, type ParticipantField, type SizeOption } from '../../forms/participant-form.ts';
import { TextField } from '../text-field.tsx';
import { PersonFields } from './person-fields.tsx';
import { Select } from './select.tsx';
import { UploadField } from './upload-field.tsx';
import { useFormStyles } from './use-form-styles.ts';

/** The line-level answers of the form: the place chosen, the licence file. */
export type ParticipantLinePatch = Partial<Pick<BasketItem, 'select_field' | 'file' | 'fileName'>>;

export interface ParticipantFormProps {
  /**
   * The participant's ticket as the rules read it (sdk/forms validateParticipantForm): a basket
   * line, or a ticket's format turned into one (registration in my tickets).
   */
  readonly line: BasketItem;
  /** Shirt sizes of the event city; the line's proportions otherwise. */
  readonly sizes: readonly SizeOption[] | null | undefined;
  /** Whether a field's message shows: once the visitor has left it, or after a press of pay or submit. */
  readonly shows: (field: ParticipantField) => boolean;
  /** The visitor has been in a field (left it, or chose in it). */
  readonly onTouch: (field: ParticipantField) => void;
  /** A change of the participant's data. */
  readonly onInfo: (patch: Partial<ParticipantInfo>) => void;
  /** A change of the line's own answers (place, licence file). */
  readonly onLine: (patch: ParticipantLinePatch) => void;
  /** A failed upload that is not the server's message about the file. */
  readonly onUploadFailure?: ((error: unknown) => void) | undefined;
  /** Shows the legend 'Данные участника' (a form under its own heading, a dialog's, goes without). */
  readonly titled?: boolean | undefined;
  /** A `part` name for a host page's `::part()`. */
  readonly part?: string | undefined;
}

/**
 * The one participant form (purchase.md §2, §5): last, first and middle name, phone in the
 * country masks, birth date (99.99.9999), gender, and what the ticket's format asks — size,
 * region, place, cluster with its document, licence file, additional fields — with the
 * spec's messages from sdk/forms ('Заполните поле', 'Введите корректный номер телефона',
 * 'Выберите одно из значений', 'Выберите файл'…). It holds no data: every change goes to the
 * owner (the basket's line, or a ticket's registration), which re-validates. Loads react-imask.
 */
export function ParticipantForm({ line, sizes, shows, onTouch, onInfo, onLine, onUploadFailure, titled = false, part }: ParticipantFormProps) {
  useFormStyles();
  const { t } = useTranslation();
  const text = useMessageText();
  const info = line.info ?? {};
  const { errors } = validateParticipantForm(line, { now: Date.now(), sizes });
  const errorOf = (field: ParticipantField) => (shows(field) ? text(errors[field]) : undefined);
  const choose = (field: ParticipantField, patch: Partial<ParticipantInfo>) => {
    onTouch(field);
    onInfo(patch);
  };

  const sizeList = sizes ?? line.proportions ?? [];
  const regions = line.regions ?? [];
  const places = line.select?.values ?? [];
  const clusters = line.clusters ?? [];
  const cluster = clusters.find((entry) => entry.value === info.cluster?.name || entry.name === info.cluster?.name);

  return (
    <fieldset className="rk-person" part={part}>
      {titled ? <legend className="rk-person__title">{t('formKit.participant')}</legend> : <legend className="rk-visually-hidden">{t('formKit.participant')}</legend>}
      <div className="rk-person__grid">
        <PersonFields person={info} errorOf={errorOf} onTouch={onTouch} onChange={onInfo} genderName={`rk-gender-${line.unique_id}`} />
        {sizeRequired(line, sizeList) && (
          <Select
            label={t('common.fields.size')}
            placeholder={t('forms.chooseSize')}
            required
            value={info.item_size ?? ''}
            error={errorOf('item_size')}
            onBlur={() => onTouch('item_size')}
            onChange={(event) => choose('item_size', { item_size: event.target.value })}
            options={sizeList.map((size) => ({ value: size.name, label: size.name, disabled: size.count === 0 }))}
          />
        )}
        {regions.length > 0 && (
          <Select
            label={t('formKit.region')}
            placeholder={t('forms.chooseRegion')}
            required
            value={info.region ?? ''}
            error={errorOf('region')}
            onBlur={() => onTouch('region')}
            onChange={(event) => choose('region', { region: event.target.value })}
            options={regions.map((region) => ({ value: String(region.id), label: region.name }))}
          />
        )}
        {places.length > 0 && (
          <Select
            label={line.select?.title ?? t('formKit.place')}
            placeholder={t('forms.chooseOption')}
            required
            value={line.select_field ?? ''}
            error={errorOf('select_field')}
            onBlur={() => onTouch('select_field')}
            onChange={(event) => {
              onTouch('select_field');
              onLine({ select_field: event.target.value });
            }}
            options={places.map((place) => ({ value: place, label: place }))}
          />
        )}
        {clusters.length > 0 && (
          <Select
            label={t('formKit.cluster')}
            placeholder={t('forms.chooseCluster')}
            required
            value={cluster?.value ?? ''}
            error={errorOf('cluster')}
            onBlur={() => onTouch('cluster')}
            onChange={(event) => choose('cluster', { cluster: { name: event.target.value } })}
            options={clusters.map((entry) => ({ value: entry.value, label: entry.name }))}
          />
        )}
        {cluster?.file === true && (
          <UploadField
            key={`cluster-${cluster.value}`}
            label={t('formKit.document')}
            required
            fileName={info.cluster?.document == null ? undefined : t('formKit.document')}
            error={errorOf('cluster_document')}
            onTouched={() => onTouch('cluster_document')}
            onFailure={onUploadFailure}
            onUploaded={(file: UploadedFile) => onInfo({ cluster: { name: cluster.value, document: file.public_id } })}
          />
        )}
        {line.license_file === true && (
          <UploadField
            label={t('formKit.license')}
            required
            fileName={line.file == null ? undefined : (line.fileName ?? undefined)}
            error={errorOf('license_file')}
            onTouched={() => onTouch('license_file')}
            onFailure={onUploadFailure}
            onUploaded={(file: UploadedFile) => onLine({ file: file.public_id, fileName: file.name })}
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
            onChange={(event) => onInfo({ extra: { ...info.extra, [field.name]: event.target.value } })}
          />
        ))}
      </div>
    </fieldset>
  );
}
