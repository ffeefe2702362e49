import { type ReactNode } from 'react';
import { classNames } from './class-names.ts';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** A link or button to go on from here (e.g. to the calendar). */
  action?: ReactNode;
  /** A decorative picture; an empty basket by default. */
  icon?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

function BasketIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M8 14h4l4.5 20h19L40 20H15"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="19" cy="40" r="2.5" fill="currentColor" />
      <circle cx="33" cy="40" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** What a list shows when it has nothing: a picture, a title, a line of text and a way on. */
export function EmptyState({ title, text, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={classNames('rk-empty', className)}>
      <div className="rk-empty__icon">{icon ?? <BasketIcon />}</div>
      <Heading className="rk-empty__title">{title}</Heading>
      {text !== undefined && <p className="rk-empty__text">{text}</p>}
      {action !== undefined && <div className="rk-empty__action">{action}</div>}
    </section>
  );
}
