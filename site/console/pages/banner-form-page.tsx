import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  createConsoleBanner,
  getConsoleBanner,
  updateConsoleBanner,
  type BannerCreate,
  type ConsoleBanner,
  isSiteLink,
} from '../../../sdk/contract/console/index.ts';
import { Button, TextField } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { optionalText, useWrite, FormFooter, WriteOutcome, wholeNumber, type Write } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { PictureField } from '../picture-field.tsx';
import { useCall } from '../use-call.ts';
import { browserTimeZone, localInput, zonedInstant } from '../zoned-time.ts';
import { BannerStatus } from './banners-page.tsx';

type BannerFields = Omit<BannerCreate, 'hidden' | 'page' | 'banner_type'>;

/** A banner's texts, link, picture, price, order and window (browser time). */
function BannerForm({ banner, write, onSubmit, onReload }: { readonly banner?: ConsoleBanner; readonly write: Write; readonly onSubmit: (fields: BannerFields) => void; readonly onReload?: () => void }) {
  const { t } = useTranslation();
  const zone = browserTimeZone();
  const [publicId, setPublicId] = useState('');
  const [title, setTitle] = useState(banner?.title ?? '');
  const [titleEn, setTitleEn] = useState(banner?.title_en ?? '');
  const [link, setLink] = useState(banner?.link ?? '');
  const [picture, setPicture] = useState(banner?.picture_main ?? '');
  const [price, setPrice] = useState(banner?.price === null || banner?.price === undefined ? '' : String(banner.price));
  const [oldPrice, setOldPrice] = useState(banner?.old_price === null || banner?.old_price === undefined ? '' : String(banner.old_price));
  const [sort, setSort] = useState(String(banner?.sort ?? 0));
  const [from, setFrom] = useState(localInput(banner?.show_from, zone));
  const [until, setUntil] = useState(localInput(banner?.show_until, zone));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: Record<string, string> = {};
    const priceValue = wholeNumber(price);
    const oldValue = wholeNumber(oldPrice);
    const order = Number(sort.trim());
    const fromAt = from === '' ? null : (zonedInstant(from, zone) ?? null);
    const untilAt = until === '' ? null : (zonedInstant(until, zone) ?? null);
    if (title.trim() === '') found['title'] = t('console.form.required');
    if (!isSiteLink(link.trim())) found['link'] = t('console.banners.badLink');
    if (!isSiteLink(picture.trim())) found['picture'] = t('console.banners.badLink');
    if (priceValue !== undefined && Number.isNaN(priceValue)) found['price'] = t('console.form.number');
    if (oldValue !== undefined && Number.isNaN(oldValue)) found['oldPrice'] = t('console.form.number');
    if (!Number.isInteger(order)) found['sort'] = t('console.form.number');
    if (fromAt !== null && untilAt !== null && Date.parse(untilAt) <= Date.parse(fromAt)) found['until'] = t('console.sales.endAfterStart');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      ...(publicId.trim() === '' ? {} : { public_id: publicId.trim() }),
      title: title.trim(),
      title_en: optionalText(titleEn),
      link: link.trim(),
      picture_main: picture.trim(),
      price: priceValue ?? null,
      old_price: oldValue ?? null,
      sort: order,
      show_from: fromAt,
      show_until: untilAt,
    });
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <div className="console-form__grid">
        {banner === undefined && <TextField label={t('console.event.publicId')} hint={t('console.event.publicIdHint')} value={publicId} onChange={(e) => setPublicId(e.target.value)} autoComplete="off" />}
        <TextField label={t('console.banners.titleRu')} value={title} onChange={(e) => setTitle(e.target.value)} error={problems['title']} required />
        <TextField label={t('console.banners.titleEn')} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} lang="en" />
        <TextField label={t('console.banners.link')} hint={t('console.banners.linkHint')} value={link} onChange={(e) => setLink(e.target.value)} error={problems['link']} required autoComplete="off" />
        <TextField label={t('console.banners.price')} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} error={problems['price']} />
        <TextField label={t('console.banners.oldPrice')} inputMode="numeric" value={oldPrice} onChange={(e) => setOldPrice(e.target.value)} error={problems['oldPrice']} />
        <TextField label={t('console.banners.sort')} inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} error={problems['sort']} />
        <TextField label={t('console.banners.showFrom')} hint={t('console.banners.windowHint')} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label={t('console.banners.showUntil')} hint={t('console.banners.windowHint')} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} error={problems['until']} />
        <div className="console-form__wide">
          <PictureField label={t('console.banners.picture')} value={picture} onChange={setPicture} error={problems['picture']} />
        </div>
      </div>
      <FormFooter write={write} isNew={banner === undefined} {...(onReload === undefined ? {} : { onReload })} labels={{ title: t('console.banners.titleRu'), link: t('console.banners.link'), picture_main: t('console.banners.picture'), show_until: t('console.banners.showUntil'), public_id: t('console.event.publicId') }} />
    </form>
  );
}

/** /console/banners/new */
export function BannerNewPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const write = useWrite();
  return (
    <ConsolePage title={t('console.banners.newTitle')} needs="organiser" back={<Link href="/console/banners">← {t('console.banners.back')}</Link>}>
      <section className="console-card">
        <BannerForm
          write={write}
          onSubmit={(fields) =>
            void write.run(() => createConsoleBanner(fields)).then((banner) => {
              if (banner !== undefined) navigate(`/console/banners/${encodeURIComponent(banner.public_id)}`);
            })
          }
        />
      </section>
    </ConsolePage>
  );
}

function BannerScreen({ banner, reload }: { readonly banner: ConsoleBanner; readonly reload: () => void }) {
  const { t } = useTranslation();
  const edit = useWrite();
  const state = useWrite();
  return (
    <ConsolePage
      title={banner.title}
      needs="organiser"
      back={<Link href="/console/banners">← {t('console.banners.back')}</Link>}
      actions={
        <>
          <BannerStatus banner={banner} />
          <Button variant="secondary" loading={state.busy} onClick={() => void state.run(() => updateConsoleBanner(banner.public_id, { version: banner.version, hidden: !banner.hidden }), () => t('console.form.saved')).then((done) => done !== undefined && reload())}>
            {banner.hidden ? t('console.banners.show') : t('console.banners.hide')}
          </Button>
        </>
      }
    >
      <WriteOutcome write={state} onReload={reload} />
      <section className="console-card">
        <BannerForm
          key={banner.version}
          banner={banner}
          write={edit}
          onReload={reload}
          onSubmit={(fields) => {
            const { public_id: _ignored, ...rest } = fields;
            void edit.run(() => updateConsoleBanner(banner.public_id, { ...rest, version: banner.version }), () => t('console.form.saved')).then((done) => done !== undefined && reload());
          }}
        />
      </section>
    </ConsolePage>
  );
}

/** /console/banners/{id}: the banner's fields, hiding and showing it. */
export function BannerPage({ params }: SitePageProps) {
  const id = params['id'] ?? '';
  const { state, reload } = useCall(`banner ${id}`, () => getConsoleBanner(id));
  return <Loaded state={state} reload={reload}>{(banner) => <BannerScreen banner={banner} reload={reload} />}</Loaded>;
}
