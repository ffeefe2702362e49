import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './account.css';

export interface AuthLayoutProps {
  /** The page's one h1, in the dark panel. */
  readonly title: string;
  readonly lead?: string;
  /** More for the panel under the benefits (the registration entry of /auth). */
  readonly aside?: ReactNode;
  /** The widget or the message of the page. */
  readonly children: ReactNode;
}

const benefitKeys = ['tickets', 'register', 'orders', 'clubs'] as const;

/**
 * The frame of the sign-in pages (/auth, /login, /registration, the link routes): a dark panel
 * with the page's title and what the personal area gives, and the widget beside it (under it
 * on a phone, where the panel shrinks to its title).
 */
export function AuthLayout({ title, lead, aside, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="acc-auth">
      <section className="acc-auth__panel" aria-labelledby="acc-auth-title">
        <span className="acc-stripe" aria-hidden="true" />
        <h1 className="acc-auth__title" id="acc-auth-title">
          {title}
        </h1>
        {lead !== undefined && <p className="acc-auth__lead">{lead}</p>}
        <ul className="acc-auth__benefits">
          {benefitKeys.map((key) => (
            <li key={key}>{t(`accountPages.auth.benefits.${key}`)}</li>
          ))}
        </ul>
        {aside}
      </section>
      <div className="acc-auth__main">{children}</div>
    </div>
  );
}
