import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { staffRoleAllows } from '../../sdk/contract/console/index.ts';
import { LanguageSwitch } from '../layout/language-switch.tsx';
import { consoleSections, sectionOf } from './console-sections.ts';
import { useStaffMember } from './staff-member.ts';

/**
 * The console's own frame: a skip link, a top bar (the console's name, who is signed in and as
 * what, Рус / Eng, back to the site, sign out), the menu of the sections this member of staff
 * may use, and the page. Staff (role `staff`) see orders and participants only.
 */
export function ConsoleFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const member = useStaffMember();
  const [path] = useLocation();
  const current = sectionOf(path);
  const name = [member.name, member.last_name].filter(Boolean).join(' ') || member.email || member.public_id;
  return (
    <div className="console">
      <a className="console-skip" href="#console-main">
        {t('console.skipToContent')}
      </a>
      <header className="console-top">
        <Link className="console-top__brand" href="/console">
          {t('console.brand')}
        </Link>
        <p className="console-top__who">{t('console.account.signedInAs', { name, role: t(`console.roles.${member.staff_role}`) })}</p>
        <LanguageSwitch className="console-top__lang" />
        <Link className="console-top__link" href="/">
          {t('console.account.toSite')}
        </Link>
        <Link className="console-top__link" href="/exit">
          {t('console.account.signOut')}
        </Link>
      </header>
      <div className="console-body">
        <nav className="console-nav" aria-label={t('console.nav.label')}>
          <ul>
            {consoleSections
              .filter((section) => staffRoleAllows(member.staff_role, section.role))
              .map((section) => (
                <li key={section.key}>
                  <Link href={section.path} className="console-nav__link" aria-current={current?.key === section.key ? 'page' : undefined}>
                    {t(`console.nav.${section.key}`)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <main id="console-main" className="console-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
