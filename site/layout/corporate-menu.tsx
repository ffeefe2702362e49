import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { classNames } from '../../sdk/ui/index.ts';
import { ChevronIcon } from './icons.tsx';
import { NavAnchor } from './nav-anchor.tsx';
import { corporateGroup } from './site-nav.ts';

/**
 * The corporate item of the wide header (purchase.md §2): corporate, partners, logistics and
 * merch in a menu that opens on hover and on keyboard focus. Enter or Space on the item toggles
 * it, Escape closes it and leaves focus on the item, and it closes when focus or the pointer
 * leaves it or a page opens.
 */
export function CorporateMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape sends focus back to the item: that focus must not open the menu again.
  const refocusing = useRef(false);
  const menuId = `corporate-menu${useId()}`;
  const [location] = useLocation();
  useEffect(() => setOpen(false), [location]);
  const current = corporateGroup.some((link) => location === link.href || location.startsWith(`${link.href}/`));

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    refocusing.current = true;
    toggle.current?.focus();
    refocusing.current = false;
  };
  // A pointer opens it by hovering; a click from the keyboard (detail 0) toggles it.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => setOpen((was) => (event.detail === 0 ? !was : true));

  return (
    // Hovering opens the menu for a pointer; the keyboard uses the button inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- pointer and focus-within handling of the item, not a control.
    <li
      className={classNames('site-nav__item site-nav__group', open && 'is-open')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (!refocusing.current) setOpen(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggle}
        type="button"
        className={classNames('site-nav__link site-nav__toggle', current && 'is-current')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onClick}
      >
        {t('header.corporateMenu')}
        <ChevronIcon />
      </button>
      <ul id={menuId} className="site-nav__menu" hidden={!open}>
        {corporateGroup.map((link) => (
          <li key={link.page}>
            <NavAnchor link={link} className="site-nav__menu-link" />
          </li>
        ))}
      </ul>
    </li>
  );
}
