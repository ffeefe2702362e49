import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  createShopCategory,
  listConsoleProducts,
  listShopCategories,
  updateShopCategory,
  type ConsoleProduct,
  type ConsoleShopCategory,
} from '../../../sdk/contract/console/index.ts';
import { Button, TextField } from '../../../sdk/ui/index.ts';
import { Dialog } from '../../../sdk/ui/dialog.tsx';
import { roubles } from '../console-format.ts';
import { optionalText, useWrite, WriteOutcome } from '../console-forms.tsx';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';
import { ShownBadge } from './shown-badge.tsx';

/** What is left of a product: its own stock, or the sum of its sizes'. */
export const leftOf = (product: ConsoleProduct): number => product.stock ?? product.sizes.reduce((sum, size) => sum + size.count, 0);

/** A category's slug, title in both languages: adds one, or edits `category`. */
function CategoryForm({ category, onSaved }: { readonly category?: ConsoleShopCategory; readonly onSaved: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [title, setTitle] = useState(category?.title ?? '');
  const [titleEn, setTitleEn] = useState(category?.title_en ?? '');
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (slug.trim() === '') found['slug'] = t('console.form.required');
    if (title.trim() === '') found['title'] = t('console.form.required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const fields = { slug: slug.trim(), title: title.trim(), title_en: optionalText(titleEn) };
    void write
      .run(() => (category === undefined ? createShopCategory(fields) : updateShopCategory(category.public_id, { version: category.version, ...fields })), () => t('console.form.saved'))
      .then((saved) => {
        if (saved === undefined) return;
        if (category === undefined) {
          setSlug('');
          setTitle('');
          setTitleEn('');
        }
        onSaved();
      });
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <div className="console-form__grid">
        <TextField label={t('console.shop.slug')} hint={t('console.shop.slugHint')} value={slug} onChange={(e) => setSlug(e.target.value)} error={problems['slug']} required autoComplete="off" />
        <TextField label={t('console.shop.categoryTitle')} value={title} onChange={(e) => setTitle(e.target.value)} error={problems['title']} required />
        <TextField label={t('console.goods.english', { label: t('console.shop.categoryTitle') })} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} lang="en" />
      </div>
      <div className="console-actions">
        <Button type="submit" loading={write.busy}>
          {category === undefined ? t('console.shop.addCategory') : t('console.common.save')}
        </Button>
      </div>
      <WriteOutcome write={write} onReload={onSaved} labels={{ slug: t('console.shop.slug'), title: t('console.shop.categoryTitle') }} />
    </form>
  );
}

/** /console/shop: the goods (not certificates) with their stock, and the shop's categories. */
export function ShopPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<ConsoleShopCategory | undefined>();
  const refresh = () => setVersion((n) => n + 1);
  return (
    <ConsolePage
      title={t('console.shop.title')}
      lead={t('console.shop.lead')}
      needs="organiser"
      actions={
        <Link className="rk-button rk-button--primary" href="/console/shop/products/new">
          <span className="rk-button__label">{t('console.shop.create')}</span>
        </Link>
      }
    >
      <ServerTable<ConsoleProduct>
        caption={t('console.shop.goods')}
        searchLabel={t('console.shop.searchLabel')}
        emptyText={t('console.shop.empty')}
        version={version}
        load={listConsoleProducts}
        rowKey={(product) => product.public_id}
        columns={[
          { key: 'title', label: t('console.shop.name'), sort: 'title', cell: (product) => <Link href={`/console/shop/products/${encodeURIComponent(product.public_id)}`}>{product.title}</Link> },
          { key: 'category', label: t('console.shop.category'), cell: (product) => product.category_title },
          { key: 'price', label: t('console.shop.price'), sort: 'price', numeric: true, cell: (product) => roubles(product.price, language) },
          { key: 'left', label: t('console.shop.left'), numeric: true, cell: leftOf },
          { key: 'sizes', label: t('console.shop.sizes'), cell: (product) => (product.sizes.length === 0 ? '—' : product.sizes.map((size) => `${size.name}: ${size.count}`).join(', ')) },
          { key: 'shown', label: t('console.goods.status'), cell: (product) => <ShownBadge hidden={product.hidden} /> },
        ]}
      />
      <section className="console-card" aria-labelledby="shop-categories">
        <h2 id="shop-categories">{t('console.shop.categories')}</h2>
        <ServerTable<ConsoleShopCategory>
          caption={t('console.shop.categories')}
          prefix="c"
          version={version}
          load={listShopCategories}
          rowKey={(category) => category.public_id}
          columns={[
            { key: 'title', label: t('console.shop.categoryTitle'), sort: 'title', cell: (category) => category.title },
            { key: 'en', label: 'English', cell: (category) => category.title_en ?? '—' },
            { key: 'slug', label: t('console.shop.slug'), cell: (category) => <code>{category.slug}</code> },
            { key: 'count', label: t('console.shop.productCount'), numeric: true, cell: (category) => category.product_count },
            {
              key: 'edit',
              label: '',
              cell: (category) => (
                <Button variant="ghost" size="sm" aria-label={`${t('console.common.edit')}: ${category.title}`} onClick={() => setEditing(category)}>
                  {t('console.common.edit')}
                </Button>
              ),
            },
          ]}
        />
        <h3>{t('console.shop.addCategory')}</h3>
        <CategoryForm onSaved={refresh} />
      </section>
      {editing !== undefined && (
        <Dialog open onClose={() => setEditing(undefined)} title={t('console.shop.editCategory', { title: editing.title })}>
          <CategoryForm
            category={editing}
            onSaved={() => {
              refresh();
              setEditing(undefined);
            }}
          />
        </Dialog>
      )}
    </ConsolePage>
  );
}
