import { useId, useState, type ReactNode } from 'react';

/**
 * A collapsible section whose content mounts on the first opening and then stays (hidden when
 * closed): a list inside loads once, when it is first asked for (account.md §4).
 */
export function LazySection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section${useId()}`;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <section className={open ? 'tickets__section tickets__section--collapsible is-open' : 'tickets__section tickets__section--collapsible'}>
      <h3 className="tickets__section-title">
        <button
          type="button"
          className="tickets__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          <span>{title}</span>
          <svg className="tickets__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      <div id={id} className="tickets__section-body" hidden={!open}>
        {opened && children}
      </div>
    </section>
  );
}
