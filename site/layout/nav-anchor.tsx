import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ExternalIcon } from './icons.tsx';
import type { NavLink } from './site-nav.ts';

export interface NavAnchorProps {
  readonly link: NavLink;
  readonly className?: string;
  readonly onNavigate?: () => void;
  readonly children?: ReactNode;
}

/**
 * One navigation link: a site path through the router (marked `aria-current` when it is the
 * page shown), or another site in a new tab with the icon and the spoken 'opens in a new tab'.
 */
export function NavAnchor({ link, className, onNavigate, children }: NavAnchorProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const label = children ?? t(`nav.${link.page}`);
  if (link.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener" onClick={onNavigate}>
        {label}
        <ExternalIcon />
        <span className="rk-visually-hidden"> ({t('header.opensInNewTab')})</span>
      </a>
    );
  }
  const current = location === link.href || location.startsWith(`${link.href}/`);
  return (
    <Link className={className} href={link.href} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      {label}
    </Link>
  );
}
