import { useId, useState, type ReactNode } from 'react';
import { classNames } from './class-names.ts';

export interface LazyDisclosureProps {
  /** The heading's words: its button opens and closes the section. */
  title: ReactNode;
  /** The content: mounted on the first opening (a list inside loads then), kept when closed, hidden. */
  children: ReactNode;
  headingLevel?: 2 | 3;
  /** On the section: where the page or widget sizes the heading and spaces the section. */
  className?: string;
}

/**
 * A closed section that loads what it holds on its first opening (account.md §2 'Предыдущие
 * страховки', §4 'Прошедшие мероприятия' and 'Переданные билеты'): the WAI-ARIA disclosure — a
 * heading's button with `aria-expanded` and `aria-controls`, the panel `hidden` while closed;
 * the chevron turns by `aria-expanded`, so what it shows is what a screen reader is told.
 * Styles: sdk/ui/css/disclosure.css (in ui.css for the site; a widget lists it in its styles).
 */
export function LazyDisclosure({ title, children, headingLevel = 3, className }: LazyDisclosureProps) {
  const id = `rk-disclosure${useId()}`;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={classNames('rk-disclosure', className)}>
      <Heading className="rk-disclosure__heading">
        <button
          type="button"
          className="rk-disclosure__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          <span className="rk-disclosure__title">{title}</span>
          <svg className="rk-disclosure__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div id={id} className="rk-disclosure__body" hidden={!open}>
        {opened && children}
      </div>
    </section>
  );
}
