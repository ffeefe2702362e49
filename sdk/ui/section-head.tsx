import { type ReactNode } from 'react';
import { classNames } from './class-names.ts';

export interface SectionHeadProps {
  /** The heading's id: the section around is labelled by it (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  headingLevel?: 2 | 3;
  /** The way on beside the heading: a link to the whole list. */
  action: ReactNode;
  className?: string;
  /** The heading's type, the page's or widget's own. */
  titleClassName?: string;
}

/**
 * A section's heading with its way on at the other end of the line, wrapping under it when
 * the line is short ('Похожие мероприятия' … 'Все мероприятия'). Styles:
 * sdk/ui/css/section-head.css (in ui.css for the site; a widget lists it in its styles).
 */
export function SectionHead({ id, title, headingLevel = 2, action, className, titleClassName }: SectionHeadProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={classNames('rk-section-head', className)}>
      <Heading className={classNames('rk-section-head__title', titleClassName)} id={id}>
        {title}
      </Heading>
      {action}
    </div>
  );
}
