import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listConsoleBanners, type ConsoleBanner } from '../../../sdk/contract/console/index.ts';
import { dateTime, roubles } from '../console-format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ServerTable } from '../server-table.tsx';

/** Shown or hidden. */
export function BannerStatus({ banner }: { readonly banner: Pick<ConsoleBanner, 'hidden'> }) {
  const { t } = useTranslation();
  return <span className={banner.hidden ? 'console-badge' : 'console-badge console-badge--good'}>{banner.hidden ? t('console.banners.hidden') : t('console.banners.shown')}</span>;
}

/** /console/banners: every banner, hidden ones too, in their order. */
export function BannersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  return (
    <ConsolePage
      title={t('console.banners.title')}
      lead={t('console.banners.lead')}
      needs="organiser"
      actions={
        <Link className="rk-button rk-button--primary" href="/console/banners/new">
          <span className="rk-button__label">{t('console.banners.create')}</span>
        </Link>
      }
    >
      <ServerTable<ConsoleBanner>
        caption={t('console.banners.title')}
        searchLabel={t('console.banners.searchLabel')}
        emptyText={t('console.banners.empty')}
        load={listConsoleBanners}
        rowKey={(banner) => banner.public_id}
        columns={[
          { key: 'sort', label: t('console.banners.sort'), sort: 'sort', numeric: true, cell: (banner) => banner.sort },
          { key: 'title', label: t('console.banners.titleRu'), sort: 'title', cell: (banner) => <Link href={`/console/banners/${encodeURIComponent(banner.public_id)}`}>{banner.title}</Link> },
          { key: 'price', label: t('console.banners.price'), numeric: true, cell: (banner) => roubles(banner.price, language) },
          { key: 'from', label: t('console.banners.showFrom'), cell: (banner) => dateTime(banner.show_from, language) },
          { key: 'until', label: t('console.banners.showUntil'), cell: (banner) => dateTime(banner.show_until, language) },
          { key: 'status', label: t('console.banners.status'), cell: (banner) => <BannerStatus banner={banner} /> },
        ]}
      />
    </ConsolePage>
  );
}
