import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConsoleEvent, type EventCreate, PAGE_SIZE_MAX, listConsoleEventTypes } from '../../../sdk/contract/console/index.ts';
import { Select } from '../../../sdk/ui/form/index.ts';
import { TextField } from '../../../sdk/ui/index.ts';
import { optionalText, TextArea, FormFooter, type Write } from '../console-forms.tsx';
import { useCall } from '../use-call.ts';
import { browserTimeZone, localInput, zonedInstant } from '../zoned-time.ts';

/** What the event form sends: the create body's fields (an edit adds `version`). */
export type EventFields = Omit<EventCreate, 'public_id'> & { readonly public_id?: string };

/**
 * The event's own fields in both languages, its type and when its sales open; used to create an
 * event (with an optional id) and to edit one. Required fields are checked here first; the
 * server's 400 names anything else.
 */
export function EventForm({ event, write, onSubmit, onReload }: { readonly event?: ConsoleEvent; readonly write: Write; readonly onSubmit: (fields: EventFields) => void; readonly onReload?: () => void }) {
  const { t } = useTranslation();
  // the console's own list (never cached): a type just made under «Справочники» is offered at once
  const types = useCall('event types', () => listConsoleEventTypes({ size: PAGE_SIZE_MAX, sort: 'sort' }));
  const zone = browserTimeZone();
  const [publicId, setPublicId] = useState('');
  const [type, setType] = useState(event?.event_type_id ?? '');
  const [title, setTitle] = useState(event?.title ?? '');
  const [titleEn, setTitleEn] = useState(event?.title_en ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [descriptionEn, setDescriptionEn] = useState(event?.description_en ?? '');
  const [salesOpen, setSalesOpen] = useState(localInput(event?.sales_open_at, zone));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: Record<string, string> = {};
    if (type === '') found['type'] = t('console.form.required');
    if (title.trim() === '') found['title'] = t('console.form.required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      ...(publicId.trim() === '' ? {} : { public_id: publicId.trim() }),
      event_type_id: type,
      title: title.trim(),
      title_en: optionalText(titleEn),
      description: description.trim(),
      description_en: optionalText(descriptionEn),
      sales_open_at: salesOpen === '' ? null : (zonedInstant(salesOpen, zone) ?? null),
    });
  };

  const typeOptions = types.state.data?.items.map((each) => ({ value: each.public_id, label: each.title })) ?? [];
  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <div className="console-form__grid">
        {event === undefined && <TextField label={t('console.event.publicId')} hint={t('console.event.publicIdHint')} value={publicId} onChange={(e) => setPublicId(e.target.value)} autoComplete="off" />}
        <Select label={t('console.event.type')} placeholder={t('console.event.typePlaceholder')} options={typeOptions} value={type} onChange={(e) => setType(e.target.value)} error={problems['type']} required />
        <TextField label={t('console.event.titleRu')} value={title} onChange={(e) => setTitle(e.target.value)} error={problems['title']} required />
        <TextField label={t('console.event.titleEn')} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} lang="en" />
        <TextArea className="console-form__wide" label={t('console.event.descriptionRu')} value={description} onChange={(e) => setDescription(e.target.value)} />
        <TextArea label={t('console.event.descriptionEn')} value={descriptionEn} onChange={(e) => setDescriptionEn(e.target.value)} lang="en" />
        <TextField label={t('console.event.salesOpenAt')} hint={t('console.event.salesOpenHint')} type="datetime-local" value={salesOpen} onChange={(e) => setSalesOpen(e.target.value)} />
      </div>
      <FormFooter write={write} isNew={event === undefined} {...(onReload === undefined ? {} : { onReload })} labels={{ title: t('console.event.titleRu'), title_en: t('console.event.titleEn'), public_id: t('console.event.publicId'), event_type_id: t('console.event.type') }} />
    </form>
  );
}
