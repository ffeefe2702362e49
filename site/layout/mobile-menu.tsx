import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { deepActiveElement, tabbableElements } from '../../sdk/elements/index.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NavAnchor } from './nav-anchor.tsx';
import { allNav } from './site-nav.ts';

export interface MobileMenuProps {
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The burger: it stays in the Tab cycle, and focus returns to it on close. */
  readonly burger: RefObject<HTMLButtonElement | null>;
  /** The page's scroll when the burger was pressed, given back on close. */
  readonly scrollAtOpen: RefObject<number>;
}

/**
 * The burger's menu up to 1200 px (purchase.md §2): every navigation item and the language
 * switch. While it is open the page does not scroll, Escape closes it, Tab cycles between the
 * burger and the menu, and focus goes to the first item on open and back to the burger on close.
 */
export function MobileMenu({ id, open, onClose, burger, scrollAtOpen }: MobileMenuProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    // showing the menu and locking the page's scroll moved the page (500 → 126 on the home page
    // at 375 px): it goes back where the visitor left it, now and on close (issue 29 §13)
    const scrolled = scrollAtOpen.current;
    document.body.classList.add('is-scroll-locked');
    if (window.scrollY !== scrolled) window.scrollTo(0, scrolled);
    const burgerButton = burger.current;
    const path = `${location.pathname}${location.search}`;
    const element = panel.current;
    if (element !== null) tabbableElements(element)[0]?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || element === null || burgerButton === null) return;
      const cycle = [burgerButton, ...tabbableElements(element)];
      const active = deepActiveElement();
      const at = cycle.findIndex((candidate) => candidate === active);
      event.preventDefault();
      const next = event.shiftKey ? (at <= 0 ? cycle.length - 1 : at - 1) : (at + 1) % cycle.length;
      cycle[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.classList.remove('is-scroll-locked');
      document.removeEventListener('keydown', onKeyDown);
      const active = document.activeElement;
      const focusWasInMenu = active === null || active === document.body || element?.contains(active) === true;
      if (burgerButton?.isConnected === true && focusWasInMenu) burgerButton.focus({ preventScroll: true });
      // a menu item that opened another page leaves that page at its own top (use-scroll-to-top.ts)
      if (window.scrollY !== scrolled && path === `${location.pathname}${location.search}`) window.scrollTo(0, scrolled);
    };
  }, [open, onClose, burger, scrollAtOpen]);

  return (
    <div id={id} ref={panel} className="mobile-menu" hidden={!open}>
      <nav className="mobile-menu__nav" aria-label={t('header.navigation')}>
        <ul className="mobile-menu__list">
          {allNav.map((link) => (
            <li key={link.page}>
              <NavAnchor link={link} className="mobile-menu__link" onNavigate={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch className="mobile-menu__lang" />
    </div>
  );
}
