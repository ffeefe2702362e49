/**
 * Line icons of the personal area (24 × 24, stroke in currentColor). Decorative: the link or
 * button that holds one carries the name.
 */
import type { ReactNode } from 'react';
import type { MeMenuItem } from './me-sections.ts';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="me-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

const paths: Readonly<Record<MeMenuItem | 'exit' | 'support' | 'shield', ReactNode>> = {
  tickets: <path d="M4 7.5A1.5 1.5 0 0 1 5.5 6h13A1.5 1.5 0 0 1 20 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 16.5V14a2 2 0 0 0 0-4zM14 6v12" />,
  orders: <path d="M6 8h12l-1 12H7zM9 8V6.5a3 3 0 0 1 6 0V8" />,
  insurances: <path d="M12 3.5l7 2.5v5.5c0 4.3-3 7.6-7 9-4-1.4-7-4.7-7-9V6zM9 12l2.2 2.2L15.5 10" />,
  clubs: (
    <>
      <circle cx="9" cy="9" r="3" />
      <path d="M3.5 19c.8-3 2.9-4.5 5.5-4.5s4.7 1.5 5.5 4.5M15.5 6.3a3 3 0 0 1 0 5.4M17 14.7c1.8.5 3 1.9 3.5 4.3" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v2.5M12 18.5V21M4.2 7.5l2.2 1.2M17.6 15.3l2.2 1.2M4.2 16.5l2.2-1.2M17.6 8.7l2.2-1.2" />
    </>
  ),
  sessions: <path d="M3 12h4l2.5-6 5 12 2.5-6h4" />,
  exit: <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />,
  support: <path d="M5 5h14v10H9l-4 4zM9 9.5h6M9 12h4" />,
  shield: <path d="M12 3.5l7 2.5v5.5c0 4.3-3 7.6-7 9-4-1.4-7-4.7-7-9V6z" />,
};

/** The icon of a menu item or of one of the area's actions. */
export function MeIcon({ name }: { name: keyof typeof paths }) {
  return <Icon>{paths[name]}</Icon>;
}
