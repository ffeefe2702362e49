import type { ReactNode } from 'react';

export interface PageHeadProps {
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  /** Actions or links under the lead. */
  readonly children?: ReactNode;
}

/** The head of a page: the one h1, a lead line, and optional actions. */
export function PageHead({ title, lead, children }: PageHeadProps) {
  return (
    <header className="page-head">
      <span className="page-head__stripe" aria-hidden="true" />
      <h1 className="page-head__title">{title}</h1>
      {lead !== undefined && <p className="page-head__lead">{lead}</p>}
      {children !== undefined && <div className="page-head__actions">{children}</div>}
    </header>
  );
}
