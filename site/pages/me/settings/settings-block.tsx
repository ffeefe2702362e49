import type { ReactNode } from 'react';

/** One block of the settings page: a titled card with an optional line under the title. */
export function SettingsBlock({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="me-settings-block" aria-labelledby={id}>
      <div className="me-settings-block__head">
        <h3 className="me-settings-block__title" id={id}>
          {title}
        </h3>
        {hint !== undefined && <p className="me-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}
