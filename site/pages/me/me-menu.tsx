import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { MeIcon } from './me-icons.tsx';
import { meMenu, type MeMenuItem } from './me-sections.ts';

const labelKeys = {
  tickets: 'account.menu.tickets',
  orders: 'account.menu.orders',
  insurances: 'account.menu.insurances',
  clubs: 'account.menu.clubs',
  settings: 'account.menu.settings',
  sessions: 'account.menu.sessions',
} as const satisfies Record<MeMenuItem, string>;

/**
 * The side menu of the personal area (account.md §2): tickets, goods, insurance, clubs,
 * settings, activity, and the 'Выйти' button (to /exit, which signs out). The item of the section shown is marked: `page` on
 * its own route, `true` on a detail under it (a ticket, an order).
 */
export function MeMenu({ current }: { current: MeMenuItem }) {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  return (
    <nav className="me-menu" aria-label={t('accountPages.me.menu')}>
      <ul className="me-menu__list">
        {meMenu.map(({ item, path: href }) => {
          const here = item === current;
          return (
            <li key={item}>
              <Link className="me-menu__link" href={href} aria-current={here ? (path === href ? 'page' : 'true') : undefined}>
                <MeIcon name={item} />
                <span>{t(labelKeys[item])}</span>
              </Link>
            </li>
          );
        })}
        <li className="me-menu__exit">
          <button type="button" className="me-menu__link me-menu__link--exit" onClick={() => navigate('/exit')}>
            <MeIcon name="exit" />
            <span>{t('account.menu.exit')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
