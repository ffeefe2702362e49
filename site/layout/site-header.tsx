import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import '../../widgets/basket-badge/define.ts';
import { useSignedIn } from '../shell/use-signed-in.ts';
import { CorporateMenu } from './corporate-menu.tsx';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavAnchor } from './nav-anchor.tsx';
import { headerNav } from './site-nav.ts';

/**
 * The site header (purchase.md §2): logo to main, the navigation (above 1200 px in a row with
 * the corporate menu; up to 1200 px behind the burger), Рус / Eng, search, the basket badge
 * (`<racekit-basket-badge>`), and the account icon (/login, or /me when authorised).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // where the page was when the burger was pressed: showing the menu moves it (issue 29 §13)
  const scrollAtOpen = useRef(0);
  const menuId = `mobile-menu${useId()}`;
  const [location] = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(() => setMenuOpen(false), [location]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('site.skipToContent')}
      </a>
      <div className="site-header__inner">
        <Link className="site-logo" href="/" aria-label={t('header.logo')}>
          <span className="site-logo__mark" aria-hidden="true" />
          <span className="site-logo__word" aria-hidden="true">
            racekit
          </span>
        </Link>
        <nav className="site-nav" aria-label={t('header.navigation')}>
          <ul className="site-nav__list">
            {headerNav.map((item) =>
              item === 'corporate' ? (
                <CorporateMenu key="corporate" />
              ) : (
                <li key={item.page} className="site-nav__item">
                  <NavAnchor link={item} className="site-nav__link" />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitch className="site-header__lang" />
          <Link className="icon-button" href="/search" aria-label={t('header.search')}>
            <SearchIcon />
          </Link>
          <racekit-basket-badge className="site-header__basket" />
          <Link className="icon-button" href={signedIn ? '/me' : '/login'} aria-label={signedIn ? t('header.account') : t('header.login')}>
            <UserIcon />
          </Link>
          <button
            ref={burger}
            type="button"
            className="icon-button site-header__burger"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => {
              if (!menuOpen) scrollAtOpen.current = window.scrollY;
              setMenuOpen((open) => !open);
            }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onClose={closeMenu} burger={burger} scrollAtOpen={scrollAtOpen} />
    </header>
  );
}
