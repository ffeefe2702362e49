import type { StaffRole } from '../../sdk/contract/console/index.ts';

/** A section of the console's menu, and the role it needs (a staff member sees only what they may use). */
export interface ConsoleSection {
  readonly key: 'events' | 'orders' | 'participants' | 'checkin' | 'promocodes' | 'partners' | 'reference' | 'audit' | 'insurance' | 'shop' | 'certificates' | 'sales' | 'news' | 'banners';
  readonly path: string;
  readonly role: StaffRole;
}

export const consoleSections: readonly ConsoleSection[] = [
  { key: 'events', path: '/console/events', role: 'organiser' },
  { key: 'orders', path: '/console/orders', role: 'staff' },
  { key: 'participants', path: '/console/participants', role: 'staff' },
  { key: 'checkin', path: '/console/checkin', role: 'staff' },
  { key: 'promocodes', path: '/console/promocodes', role: 'organiser' },
  { key: 'insurance', path: '/console/insurance', role: 'organiser' },
  { key: 'shop', path: '/console/shop', role: 'organiser' },
  { key: 'certificates', path: '/console/certificates', role: 'organiser' },
  { key: 'sales', path: '/console/sales', role: 'organiser' },
  { key: 'news', path: '/console/news', role: 'organiser' },
  { key: 'banners', path: '/console/banners', role: 'organiser' },
  { key: 'partners', path: '/console/partners', role: 'organiser' },
  { key: 'reference', path: '/console/reference', role: 'organiser' },
  { key: 'audit', path: '/console/audit', role: 'organiser' },
];

/** The section `path` lies in. */
export const sectionOf = (path: string): ConsoleSection | undefined => consoleSections.find((section) => path === section.path || path.startsWith(`${section.path}/`));
