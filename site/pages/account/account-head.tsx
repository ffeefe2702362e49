import type { ReactNode } from 'react';

/** The head of an account page: the accent stripe, the one h1, a lead line and optional actions. */
export function AccountHead({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="acc-head">
      <span className="acc-stripe" aria-hidden="true" />
      <h1 className="acc-head__title">{title}</h1>
      {lead !== undefined && <p className="acc-head__lead">{lead}</p>}
      {children !== undefined && <div className="acc-head__actions">{children}</div>}
    </header>
  );
}
