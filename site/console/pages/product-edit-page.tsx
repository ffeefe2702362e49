import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  listConsoleEventCities,
  type ConsoleEventCity,
  addProductSize,
  changeProductStock,
  createConsoleProduct,
  getConsoleProduct,
  listShopCategories,
  updateConsoleProduct,
  type ConsoleProduct,
  type ProductCreate,
} from '../../../sdk/contract/console/index.ts';
import { Button, Checkbox, TextField } from '../../../sdk/ui/index.ts';
import { Select } from '../../../sdk/ui/form/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { dateTime } from '../console-format.ts';
import { optionalText, TextArea, useWrite, wholeNumber, FormFooter, WriteOutcome, type Write } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { PictureField } from '../picture-field.tsx';
import { ServerTable } from '../server-table.tsx';
import { StockDelta } from '../stock-delta.tsx';
import { useCall } from '../use-call.ts';

const FLAGS = ['on_home', 'in_basket_offer', 'hero', 'hero_preview', 'delivery', 'hidden'] as const;
type Flag = (typeof FLAGS)[number];
const GENDERS = ['unisex', 'male', 'female'] as const;
type Gender = (typeof GENDERS)[number];
const isGender = (value: string): value is Gender => GENDERS.some((each) => each === value);

/** Sizes typed one a line, `M: 20` (or `M 20`); answers the sizes or the first line that is not one. */
export function parseSizes(text: string): { readonly sizes: { name: string; count: number }[] } | { readonly badLine: number } {
  const sizes: { name: string; count: number }[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const match = /^\s*(.+?)\s*[:\s]\s*(\d+)\s*$/.exec(line);
    if (match === null || match[1] === undefined || match[2] === undefined) return { badLine: index + 1 };
    sizes.push({ name: match[1], count: Number(match[2]) });
  }
  return { sizes };
}

/** A good's fields: texts in both languages, category, price, picture, placements, sizes and stock when new, offers. */
function ProductForm({ product, write, onSaved }: { readonly product?: ConsoleProduct; readonly write: Write; readonly onSaved: (saved: ConsoleProduct) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const formId = useId();
  const categories = useCall('shop categories', () => listShopCategories({ size: 200 }));
  const [publicId, setPublicId] = useState('');
  const [category, setCategory] = useState(product?.category_id ?? '');
  const [texts, setTexts] = useState({
    title: product?.title ?? '',
    title_en: product?.title_en ?? '',
    description: product?.description ?? '',
    description_en: product?.description_en ?? '',
    group_name: product?.group_name ?? '',
    group_name_en: product?.group_name_en ?? '',
    subgroup_name: product?.subgroup_name ?? '',
    subgroup_name_en: product?.subgroup_name_en ?? '',
  });
  const [price, setPrice] = useState(product === undefined ? '' : String(product.price));
  const [oldPrice, setOldPrice] = useState(product?.old_price === null || product === undefined ? '' : String(product.old_price));
  const [gender, setGender] = useState<Gender>(product?.gender ?? 'unisex');
  const [picture, setPicture] = useState(product?.picture ?? '');
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    on_home: product?.on_home ?? false,
    in_basket_offer: product?.in_basket_offer ?? false,
    hero: product?.hero ?? false,
    hero_preview: product?.hero_preview ?? false,
    delivery: product?.delivery ?? true,
    hidden: product?.hidden ?? false,
  });
  const [stockMode, setStockMode] = useState<'sizes' | 'stock'>('sizes');
  const [sizes, setSizes] = useState('S: 10\nM: 10\nL: 10');
  const [stock, setStock] = useState('0');
  const [offers, setOffers] = useState<ReadonlySet<string>>(new Set(product?.event_city_ids ?? []));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});

  const text = (key: keyof typeof texts, label: string, long = false) => {
    const props = { label, value: texts[key], onChange: (e: { target: { value: string } }) => setTexts({ ...texts, [key]: e.target.value }), ...(key.endsWith('_en') ? { lang: 'en' } : {}) };
    return long ? <TextArea {...props} /> : <TextField {...props} error={problems[key]} required={key === 'title'} />;
  };
  const english = (label: string) => t('console.goods.english', { label });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (category === '') found['category'] = t('console.form.required');
    if (texts.title.trim() === '') found['title'] = t('console.form.required');
    const amount = wholeNumber(price);
    const old = wholeNumber(oldPrice);
    if (amount === undefined || Number.isNaN(amount)) found['price'] = t('console.form.number');
    if (Number.isNaN(old)) found['old_price'] = t('console.form.number');
    const parsedSizes = parseSizes(sizes);
    const count = wholeNumber(stock);
    if (product === undefined && stockMode === 'sizes' && ('badLine' in parsedSizes || parsedSizes.sizes.length === 0)) {
      found['sizes'] = t('console.shop.sizesInvalid', { line: 'badLine' in parsedSizes ? parsedSizes.badLine : 1 });
    }
    if (product === undefined && stockMode === 'stock' && (count === undefined || Number.isNaN(count))) found['stock'] = t('console.form.number');
    setProblems(found);
    if (Object.keys(found).length > 0 || amount === undefined) return;
    const fields: Omit<ProductCreate, 'public_id' | 'sizes' | 'stock'> = {
      category_id: category,
      title: texts.title.trim(),
      title_en: optionalText(texts.title_en),
      description: texts.description.trim(),
      description_en: optionalText(texts.description_en),
      group_name: optionalText(texts.group_name),
      group_name_en: optionalText(texts.group_name_en),
      subgroup_name: optionalText(texts.subgroup_name),
      subgroup_name_en: optionalText(texts.subgroup_name_en),
      price: amount,
      old_price: old ?? null,
      gender,
      picture: optionalText(picture),
      event_city_ids: [...offers],
      ...flags,
    };
    const stockPart = stockMode === 'stock' ? { stock: count ?? 0 } : { sizes: 'sizes' in parsedSizes ? parsedSizes.sizes : [] };
    void write
      .run(
        () =>
          product === undefined
            ? createConsoleProduct({ ...(publicId.trim() === '' ? {} : { public_id: publicId.trim() }), ...fields, ...stockPart })
            : updateConsoleProduct(product.public_id, { version: product.version, ...fields }),
        () => t('console.form.saved'),
      )
      .then((saved) => saved !== undefined && onSaved(saved));
  };

  const categoryOptions = categories.state.data?.items.map((each) => ({ value: each.public_id, label: each.title })) ?? [];
  return (
    <div className="console-form">
      <form id={formId} className="console-form" onSubmit={submit} noValidate>
        <div className="console-form__grid">
          {product === undefined && <TextField label={t('console.goods.publicId')} hint={t('console.goods.publicIdHint')} value={publicId} onChange={(e) => setPublicId(e.target.value)} autoComplete="off" />}
          <Select label={t('console.shop.category')} placeholder={t('console.shop.categoryPlaceholder')} options={categoryOptions} value={category} onChange={(e) => setCategory(e.target.value)} error={problems['category']} required />
          {text('title', t('console.shop.name'))}
          {text('title_en', english(t('console.shop.name')))}
          {text('description', t('console.shop.description'), true)}
          {text('description_en', english(t('console.shop.description')), true)}
          <TextField label={t('console.shop.priceField')} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} error={problems['price']} required />
          <TextField label={t('console.shop.oldPrice')} inputMode="numeric" value={oldPrice} onChange={(e) => setOldPrice(e.target.value)} error={problems['old_price']} />
          <Select
            label={t('console.shop.gender')}
            options={GENDERS.map((each) => ({ value: each, label: t(`console.shop.genders.${each}`) }))}
            value={gender}
            onChange={(e) => isGender(e.target.value) && setGender(e.target.value)}
          />
          {text('group_name', t('console.shop.group'))}
          {text('group_name_en', english(t('console.shop.group')))}
          {text('subgroup_name', t('console.shop.subgroup'))}
          {text('subgroup_name_en', english(t('console.shop.subgroup')))}
          <PictureField label={t('console.shop.picture')} value={picture} onChange={setPicture} />
          {product === undefined && (
            <>
              <Select
                label={t('console.shop.stockMode')}
                options={[
                  { value: 'sizes', label: t('console.shop.bySizes') },
                  { value: 'stock', label: t('console.shop.oneStock') },
                ]}
                value={stockMode}
                onChange={(e) => setStockMode(e.target.value === 'stock' ? 'stock' : 'sizes')}
              />
              {stockMode === 'sizes' ? (
                <TextArea label={t('console.shop.sizesField')} hint={t('console.shop.sizesHint')} value={sizes} onChange={(e) => setSizes(e.target.value)} />
              ) : (
                <TextField label={t('console.shop.stock')} inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} error={problems['stock']} />
              )}
              {problems['sizes'] !== undefined && (
                <p className="console-problem" role="alert">
                  {problems['sizes']}
                </p>
              )}
            </>
          )}
        </div>
        <div className="console-form__grid">
          {FLAGS.map((flag) => (
            <Checkbox key={flag} checked={flags[flag]} onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })}>
              {t(`console.shop.flags.${flag}`)}
            </Checkbox>
          ))}
        </div>
      </form>
      {/* the event cities' table has its own search form, so it stands outside the good's form */}
      <fieldset className="console-fieldset">
        <legend>{t('console.shop.offers')}</legend>
        <p className="console-note">{t('console.shop.offersHint', { count: offers.size })}</p>
        <ServerTable<ConsoleEventCity>
          caption={t('console.shop.offers')}
          searchLabel={t('console.shop.offersSearch')}
          prefix="e"
          load={listConsoleEventCities}
          rowKey={(city) => city.public_id}
          selection={{ selected: offers, onChange: setOffers, name: (id) => id }}
          columns={[
            { key: 'id', label: 'ID', cell: (city) => <code>{city.public_id}</code> },
            { key: 'city', label: t('console.shop.city'), cell: (city) => city.city_name },
            { key: 'start', label: t('console.shop.start'), sort: 'start_time', cell: (city) => dateTime(city.start_time, language) },
          ]}
        />
      </fieldset>
      <FormFooter write={write} isNew={product === undefined} form={formId} labels={{ title: t('console.shop.name'), category_id: t('console.shop.category'), price: t('console.shop.priceField'), picture: t('console.shop.picture'), public_id: t('console.goods.publicId') }} />
    </div>
  );
}

/** A new size with its stock, for a good whose sizes hold its stock. */
function AddSize({ product, onDone }: { readonly product: ConsoleProduct; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [name, setName] = useState('');
  const [count, setCount] = useState('0');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = wholeNumber(count);
    if (name.trim() === '' || value === undefined || Number.isNaN(value)) return setProblem(t('console.form.required'));
    setProblem(undefined);
    void write.run(() => addProductSize(product.public_id, { version: product.version, name: name.trim(), count: value }), () => t('console.form.saved')).then((done) => done !== undefined && onDone());
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <div className="console-table__search">
        <TextField label={t('console.shop.sizeName')} value={name} onChange={(e) => setName(e.target.value)} error={problem} autoComplete="off" />
        <TextField label={t('console.shop.sizeCount')} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
        <Button type="submit" variant="secondary" loading={write.busy}>
          {t('console.shop.addSize')}
        </Button>
      </div>
      <WriteOutcome write={write} onReload={onDone} />
    </form>
  );
}

/** /console/shop/products/new and /console/shop/products/{id}: one good's fields and its stock. */
export function ProductEditPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const id = params['id'] ?? 'new';
  const write = useWrite();
  const back = <Link href="/console/shop">← {t('console.shop.back')}</Link>;
  const { state, reload } = useCall(`product ${id}`, () => (id === 'new' ? Promise.resolve(undefined) : getConsoleProduct(id)));
  if (id === 'new') {
    return (
      <ConsolePage title={t('console.shop.newTitle')} needs="organiser" back={back}>
        <section className="console-card">
          <ProductForm write={write} onSaved={(saved) => navigate(`/console/shop/products/${encodeURIComponent(saved.public_id)}`)} />
        </section>
      </ConsolePage>
    );
  }
  return (
    <Loaded state={state} reload={reload}>
      {(product) =>
        product === undefined ? null : (
          <ConsolePage title={product.title} needs="organiser" back={back}>
            <section className="console-card" aria-labelledby="product-stock">
              <h2 id="product-stock">{t('console.stock.title')}</h2>
              <p className="console-note">{t('console.stock.lead')}</p>
              {product.stock !== null ? (
                <StockDelta label={product.title} left={product.stock} onApply={(delta) => changeProductStock(product.public_id, { version: product.version, delta })} onDone={reload} />
              ) : (
                <>
                  {product.sizes.map((size) => (
                    <StockDelta
                      key={size.public_id}
                      label={size.name}
                      left={size.count}
                      onApply={(delta) => changeProductStock(product.public_id, { version: product.version, size_id: size.public_id, delta })}
                      onDone={reload}
                    />
                  ))}
                  <AddSize product={product} onDone={reload} />
                </>
              )}
            </section>
            <section className="console-card" aria-labelledby="product-fields">
              <h2 id="product-fields">{t('console.shop.fields')}</h2>
              <ProductForm key={product.version} product={product} write={write} onSaved={reload} />
            </section>
          </ConsolePage>
        )
      }
    </Loaded>
  );
}
