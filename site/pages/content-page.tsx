import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { shopCalls } from '../../sdk/contract/index.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';
import type { TranslationKey } from '../../sdk/i18n/index.ts';
import { ArrowIcon } from '../layout/icons.tsx';
import { PageHead } from './page-head.tsx';

/** The pages written as text (sdk/i18n area `sitePages`). */
type ContentName = 'about' | 'medical' | 'partners' | 'corp' | 'smi' | 'logistics' | 'newyear';

interface ContentPageProps {
  readonly name: ContentName;
  /** Where the page leads on, with its label. */
  readonly action?: { readonly href: string; readonly label: TranslationKey };
}

const blocks = ['a', 'b', 'c'] as const;

/** A short content page: its head, three numbered blocks and the way on. */
function ContentPage({ name, action }: ContentPageProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHead title={t(`sitePages.${name}.title`)} lead={t(`sitePages.${name}.lead`)} />
      <ol className="content-blocks">
        {blocks.map((block, index) => (
          <li key={block} className="content-block">
            <span className="content-block__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h2 className="content-block__title">{t(`sitePages.${name}.${block}.title`)}</h2>
            <p className="content-block__text">{t(`sitePages.${name}.${block}.text`)}</p>
          </li>
        ))}
      </ol>
      {action !== undefined && (
        <p className="content-action">
          <Link className="rk-button rk-button--primary" href={action.href}>
            {t(action.label)}
            <ArrowIcon />
          </Link>
        </p>
      )}
    </div>
  );
}

/** /about */
export const AboutPage = () => <ContentPage name="about" action={{ href: '/about/medical', label: 'sitePages.about.medicalLink' }} />;
/** /about/medical: the medical certificate. */
export const MedicalPage = () => <ContentPage name="medical" action={{ href: '/calendar', label: 'calendar.title' }} />;
/** /partners */
export const PartnersPage = () => <ContentPage name="partners" action={{ href: '/feedback', label: 'sitePages.partners.cta' }} />;
/** /corp */
export const CorpPage = () => <ContentPage name="corp" action={{ href: '/feedback', label: 'sitePages.corp.cta' }} />;
/** /smi */
export const SmiPage = () => <ContentPage name="smi" action={{ href: '/news', label: 'news.allNews' }} />;
/** /logistics */
export const LogisticsPage = () => <ContentPage name="logistics" action={{ href: '/calendar', label: 'calendar.title' }} />;
/**
 * /newyear_2022: leads to the gift certificates — the shop category the API files them under
 * (GET /api/shop/items/certificates), else the shop, which lists them too (decided beyond the spec).
 */
export function NewYearPage() {
  const certificates = useCallQuery(shopCalls.items, { params: { place: 'certificates' } });
  const category = certificates.data?.values.find((product) => product.category?.public_id != null)?.category?.public_id;
  const href = category == null ? '/shop' : `/shop/category/${encodeURIComponent(category)}`;
  return <ContentPage name="newyear" action={{ href, label: 'sitePages.newyear.cta' }} />;
}
