import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { documentLinks, externalLinks } from '../external-links.ts';
import { useSignedIn } from '../shell/use-signed-in.ts';
import { ExternalIcon } from './icons.tsx';
import { NavAnchor } from './nav-anchor.tsx';
import type { NavLink } from './site-nav.ts';

const internal = (page: NavLink['page'], href: string): NavLink => ({ page, href, external: false });
const external = (page: NavLink['page'], href: string): NavLink => ({ page, href, external: true });

/** Opens another site in a new tab, saying so. */
function OutLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <a className="site-footer__link" href={href} target="_blank" rel="noopener">
      {label}
      <ExternalIcon />
      <span className="rk-visually-hidden"> ({t('header.opensInNewTab')})</span>
    </a>
  );
}

/**
 * The site footer (purchase.md §2 "Footer"): shop, merch, corporate, partners, career, news,
 * results, clubs, the personal-data document, the FAQ site, calendar, feedback, about and its
 * medical-certificate page, two social links, the copyright of the non-profit organisation and
 * the sports company, and a personal-cabinet link (/me) shown unless authorised.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link className="site-logo site-logo--footer" href="/" aria-label={t('header.logo')}>
            <span className="site-logo__mark" aria-hidden="true" />
            <span className="site-logo__word" aria-hidden="true">
              racekit
            </span>
          </Link>
          <p className="site-footer__tagline">{t('site.brandTagline')}</p>
          <p className="site-footer__social-title" id="footer-social">
            {t('footer.social')}
          </p>
          <ul className="site-footer__social" aria-labelledby="footer-social">
            <li>
              <OutLink href={externalLinks.vk} label={t('footer.vk')} />
            </li>
            <li>
              <OutLink href={externalLinks.telegram} label={t('footer.telegram')} />
            </li>
          </ul>
        </div>
        <nav className="site-footer__nav" aria-label={t('footer.navigation')}>
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{t('footer.columns.participants')}</h2>
            <ul>
              <li><NavAnchor link={internal('calendar', '/calendar')} className="site-footer__link" /></li>
              <li><NavAnchor link={internal('results', '/results')} className="site-footer__link" /></li>
              <li><NavAnchor link={internal('clubs', '/clubs')} className="site-footer__link" /></li>
              <li><NavAnchor link={internal('news', '/news')} className="site-footer__link" /></li>
              <li><OutLink href={externalLinks.faq} label={t('footer.faq')} /></li>
              {!signedIn && (
                <li>
                  <Link className="site-footer__link" href="/me">
                    {t('footer.personalCabinet')}
                  </Link>
                </li>
              )}
            </ul>
          </div>
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{t('footer.columns.company')}</h2>
            <ul>
              <li><NavAnchor link={internal('about', '/about')} className="site-footer__link" /></li>
              <li>
                <Link className="site-footer__link" href="/about/medical">
                  {t('footer.medicalCertificate')}
                </Link>
              </li>
              <li><NavAnchor link={internal('corp', '/corp')} className="site-footer__link" /></li>
              <li><NavAnchor link={internal('partners', '/partners')} className="site-footer__link" /></li>
              <li><NavAnchor link={external('career', externalLinks.career)} className="site-footer__link" /></li>
              <li><NavAnchor link={internal('feedback', '/feedback')} className="site-footer__link" /></li>
            </ul>
          </div>
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{t('footer.columns.shop')}</h2>
            <ul>
              <li><NavAnchor link={external('shop', externalLinks.shop)} className="site-footer__link" /></li>
              <li><NavAnchor link={internal('merch', '/merch')} className="site-footer__link" /></li>
              <li>
                <a className="site-footer__link" href={documentLinks.personalData} target="_blank" rel="noopener">
                  {t('footer.personalData')}
                </a>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="site-footer__legal">
        <p>{t('footer.copyrightNonProfit', { year })}</p>
        <p>{t('footer.copyrightCompany')}</p>
      </div>
    </footer>
  );
}
