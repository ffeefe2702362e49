/**
 * The site's line icons (24 × 24, stroke in currentColor). Decorative: the control that holds
 * one carries the accessible name.
 */
import type { ReactNode } from 'react';

function Icon({ children, className }: { children: ReactNode; className?: string | undefined }) {
  return (
    <svg className={className ?? 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

/** A magnifier. */
export const SearchIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Icon>
);

/** A person (the account). */
export const UserIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c1.2-3.8 4-5.5 7.5-5.5s6.3 1.7 7.5 5.5" />
  </Icon>
);

/** Three lines (the burger). */
export const MenuIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

/** A cross. */
export const CloseIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

/** An arrow out of a box: the link opens another site. */
export const ExternalIcon = ({ className }: { className?: string }) => (
  <Icon className={className ?? 'icon icon--external'}>
    <path d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5" />
  </Icon>
);

/** A chevron pointing down. */
export const ChevronIcon = ({ className }: { className?: string }) => (
  <Icon className={className ?? 'icon icon--chevron'}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

/** An arrow pointing right. */
export const ArrowIcon = ({ className }: { className?: string }) => (
  <Icon className={className ?? 'icon icon--arrow'}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

/** A pin (a place). */
export const PinIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);

/** A calendar sheet (a date). */
export const DateIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </Icon>
);

/** A padlock (secure payment). */
export const LockIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
  </Icon>
);

/** A tick in a circle (done). */
export const DoneIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.8 2.8L16.5 9.5" />
  </Icon>
);

/** An exclamation in a circle (a problem). */
export const AlertIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Icon>
);
