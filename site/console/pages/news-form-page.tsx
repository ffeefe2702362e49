import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { isSiteLink, createConsoleNews, getConsoleNews, updateConsoleNews, type ConsoleNews, type NewsCreate } from '../../../sdk/contract/console/index.ts';
import { Button, TextField } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { optionalText, TextArea, useWrite, FormFooter, WriteOutcome, type Write } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { PictureField } from '../picture-field.tsx';
import { useCall } from '../use-call.ts';
import { browserTimeZone, localInput, zonedInstant } from '../zoned-time.ts';
import { NewsStatus } from './news-page.tsx';

type NewsFields = Omit<NewsCreate, 'hidden'>;

/** A news item in both languages, its date (browser time) and picture. */
function NewsForm({ item, write, onSubmit, onReload }: { readonly item?: ConsoleNews; readonly write: Write; readonly onSubmit: (fields: NewsFields) => void; readonly onReload?: () => void }) {
  const { t } = useTranslation();
  const zone = browserTimeZone();
  const [publicId, setPublicId] = useState('');
  const [title, setTitle] = useState(item?.title ?? '');
  const [titleEn, setTitleEn] = useState(item?.title_en ?? '');
  const [date, setDate] = useState(localInput(item?.date ?? new Date().toISOString(), zone));
  const [picture, setPicture] = useState(item?.picture ?? '');
  const [preview, setPreview] = useState(item?.preview ?? '');
  const [previewEn, setPreviewEn] = useState(item?.preview_en ?? '');
  const [text, setText] = useState(item?.text ?? '');
  const [textEn, setTextEn] = useState(item?.text_en ?? '');
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: Record<string, string> = {};
    const at = zonedInstant(date, zone);
    if (title.trim() === '') found['title'] = t('console.form.required');
    if (at === undefined) found['date'] = t('console.form.required');
    if (picture.trim() !== '' && !isSiteLink(picture.trim())) found['picture'] = t('console.banners.badLink');
    setProblems(found);
    if (Object.keys(found).length > 0 || at === undefined) return;
    onSubmit({
      ...(publicId.trim() === '' ? {} : { public_id: publicId.trim() }),
      title: title.trim(),
      title_en: optionalText(titleEn),
      date: at,
      picture: optionalText(picture),
      preview: preview.trim(),
      preview_en: optionalText(previewEn),
      text: text.trim(),
      text_en: optionalText(textEn),
    });
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <div className="console-form__grid">
        {item === undefined && <TextField label={t('console.event.publicId')} hint={t('console.event.publicIdHint')} value={publicId} onChange={(e) => setPublicId(e.target.value)} autoComplete="off" />}
        <TextField label={t('console.news.date')} type="datetime-local" value={date} onChange={(e) => setDate(e.target.value)} error={problems['date']} required />
        <TextField label={t('console.news.titleRu')} value={title} onChange={(e) => setTitle(e.target.value)} error={problems['title']} required />
        <TextField label={t('console.news.titleEn')} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} lang="en" />
        <div className="console-form__pair">
          <TextArea label={t('console.news.previewRu')} value={preview} onChange={(e) => setPreview(e.target.value)} />
          <TextArea label={t('console.news.previewEn')} value={previewEn} onChange={(e) => setPreviewEn(e.target.value)} lang="en" />
        </div>
        <div className="console-form__pair">
          <TextArea label={t('console.news.textRu')} hint={t('console.news.textHint')} value={text} onChange={(e) => setText(e.target.value)} rows={8} />
          <TextArea label={t('console.news.textEn')} hint={t('console.news.textHint')} value={textEn} onChange={(e) => setTextEn(e.target.value)} rows={8} lang="en" />
        </div>
        <div className="console-form__wide">
          <PictureField label={t('console.news.picture')} value={picture} onChange={setPicture} error={problems['picture']} />
        </div>
      </div>
      <FormFooter write={write} isNew={item === undefined} {...(onReload === undefined ? {} : { onReload })} labels={{ title: t('console.news.titleRu'), date: t('console.news.date'), picture: t('console.news.picture'), public_id: t('console.event.publicId') }} />
    </form>
  );
}

/** /console/news/new: a new item, made hidden (a draft); then its own page. */
export function NewsNewPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const write = useWrite();
  return (
    <ConsolePage title={t('console.news.newTitle')} needs="organiser" back={<Link href="/console/news">← {t('console.news.back')}</Link>}>
      <section className="console-card">
        <NewsForm
          write={write}
          onSubmit={(fields) =>
            void write.run(() => createConsoleNews(fields)).then((item) => {
              if (item !== undefined) navigate(`/console/news/${encodeURIComponent(item.public_id)}`);
            })
          }
        />
      </section>
    </ConsolePage>
  );
}

function NewsScreen({ item, reload }: { readonly item: ConsoleNews; readonly reload: () => void }) {
  const { t } = useTranslation();
  const edit = useWrite();
  const state = useWrite();
  return (
    <ConsolePage
      title={item.title}
      needs="organiser"
      back={<Link href="/console/news">← {t('console.news.back')}</Link>}
      actions={
        <>
          <NewsStatus item={item} />
          <Button
            variant={item.hidden ? 'primary' : 'secondary'}
            loading={state.busy}
            onClick={() =>
              void state.run(() => updateConsoleNews(item.public_id, { version: item.version, hidden: !item.hidden }), () => (item.hidden ? t('console.news.published') : t('console.form.saved'))).then((done) => done !== undefined && reload())
            }
          >
            {item.hidden ? t('console.news.publish') : t('console.news.hide')}
          </Button>
        </>
      }
    >
      <WriteOutcome write={state} onReload={reload} />
      <section className="console-card">
        <NewsForm
          key={item.version}
          item={item}
          write={edit}
          onReload={reload}
          onSubmit={(fields) => {
            const { public_id: _ignored, ...rest } = fields;
            void edit.run(() => updateConsoleNews(item.public_id, { ...rest, version: item.version }), () => t('console.form.saved')).then((done) => done !== undefined && reload());
          }}
        />
      </section>
    </ConsolePage>
  );
}

/** /console/news/{id}: the item's texts and picture, publishing and hiding it. */
export function NewsItemPage({ params }: SitePageProps) {
  const id = params['id'] ?? '';
  const { state, reload } = useCall(`news ${id}`, () => getConsoleNews(id));
  return <Loaded state={state} reload={reload}>{(item) => <NewsScreen item={item} reload={reload} />}</Loaded>;
}
