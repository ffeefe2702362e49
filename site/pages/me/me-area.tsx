import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { userAtom } from '../../../sdk/state/index.ts';
import { Spinner } from '../../../sdk/ui/index.ts';
import { SupportDialog } from '../account/support-dialog.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { InsurancePromo } from './insurance-promo.tsx';
import { MeIcon } from './me-icons.tsx';
import { MeMenu } from './me-menu.tsx';
import { matchMeSection, type MeMatch, type MeSectionKey } from './me-sections.ts';
import { SimilarEvents } from './similar-events.tsx';
import '../account/account.css';
import './me.css';

/** What a section is given: the id of the route, for the ticket and order details. */
export interface MeSectionProps {
  readonly id: string | undefined;
}

const section = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType<MeSectionProps>) =>
  lazy(async () => ({ default: pick(await load()) }));

const tickets = section(() => import('./tickets-section.tsx'), (m) => m.TicketsSection);
const orders = () => import('./orders-section.tsx');

/** Each section is its own chunk, loaded inside the area while the menu stays. */
const sections: Readonly<Record<MeSectionKey, ComponentType<MeSectionProps>>> = {
  tickets,
  ticket: tickets,
  orders: section(orders, (m) => m.OrdersSection),
  order: section(() => import('./order-detail-section.tsx'), (m) => m.OrderDetailSection),
  insurances: section(() => import('./insurances-section.tsx'), (m) => m.InsurancesSection),
  clubs: section(() => import('./my-clubs-section.tsx'), (m) => m.MyClubsSection),
  settings: section(() => import('./settings-section.tsx'), (m) => m.SettingsSection),
  sessions: section(() => import('./sessions-section.tsx'), (m) => m.SessionsSection),
};

/**
 * The personal area, /me/* (account.md §2 "Personal area"): the side menu with the six
 * sections and 'Выйти', the section shown, and the insurance promo card and the support popup
 * under the menu (after the section on a phone, where the column is one); under it all, on the
 * tickets and orders routes only, the similar events. The route's guard
 * (site/routes/account-routes.tsx) has already sent visitors who are not signed in away.
 * Changing the section scrolls to the content block (after the site's own scroll to the top).
 */
export function MeArea() {
  const [path] = useLocation();
  const match = matchMeSection(path);
  if (match === null) return <NotFoundPage />;
  return <MeLayout match={match} path={path} />;
}

function MeLayout({ match, path }: { match: MeMatch; path: string }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const content = useRef<HTMLElement>(null);
  const shown = useRef(path);

  useEffect(() => {
    if (shown.current === path) return undefined;
    shown.current = path;
    const frame = requestAnimationFrame(() => content.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [path]);

  const Section = sections[match.section.key];
  const name = [user?.name, user?.last_name].filter((part) => part != null && part !== '').join(' ');
  return (
    <div className="me">
      <header className="me__head">
        <span className="acc-stripe" aria-hidden="true" />
        <h1 className="me__title">{t('accountPages.me.title')}</h1>
        <p className="me__greeting">{name === '' ? t('accountPages.me.greetingAnonymous') : t('accountPages.me.greeting', { name })}</p>
      </header>
      <div className="me__grid">
        <MeMenu current={match.section.menu} />
        <section ref={content} className="me__content" id="me-content" aria-label={t('accountPages.me.title')}>
          <Suspense
            fallback={
              <div className="me__loading">
                <Spinner size="lg" label={t('accountPages.me.sectionLoading')} />
              </div>
            }
          >
            <Section id={match.id} />
          </Suspense>
        </section>
        <aside className="me__extras" aria-label={t('account.insurancePromo.title')}>
          <InsurancePromo />
          <SupportDialog
            variant="secondary"
            block
            className="me__support"
            label={
              <>
                <MeIcon name="support" />
                {t('accountPages.me.support')}
              </>
            }
          />
        </aside>
      </div>
      {match.section.similar && <SimilarEvents />}
    </div>
  );
}
