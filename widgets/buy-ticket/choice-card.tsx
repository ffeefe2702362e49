import { useId, type ReactNode } from 'react';
import { classNames } from '../../sdk/ui/index.ts';

export interface ChoiceCardProps {
  /** The radio group's name. */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: (value: string) => void;
  /** The option's name (the radio's accessible name). */
  title: ReactNode;
  /** Details read after the name (dates, address, description, limits). */
  details?: ReactNode;
  /** Shown at the end of the card (a price). */
  aside?: ReactNode;
}

/**
 * One option of a choice as a card around a native radio: arrow keys move between the cards
 * of a group as the platform does; the radio is named by the title and described by the rest.
 */
export function ChoiceCard({ name, value, checked, disabled = false, onChoose, title, details, aside }: ChoiceCardProps) {
  const id = useId();
  const titleId = `rk-choice${id}-title`;
  const detailsId = `rk-choice${id}-details`;
  return (
    <label className={classNames('choice', checked && 'is-checked', disabled && 'is-disabled')} part="option">
      <input
        type="radio"
        className="choice__input"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-labelledby={titleId}
        aria-describedby={details === undefined ? undefined : detailsId}
        onChange={() => onChoose(value)}
      />
      <span className="choice__mark" aria-hidden="true" />
      <span className="choice__main">
        <span className="choice__title" id={titleId}>
          {title}
        </span>
        {details !== undefined && (
          <span className="choice__details" id={detailsId}>
            {details}
          </span>
        )}
      </span>
      {aside !== undefined && <span className="choice__aside">{aside}</span>}
    </label>
  );
}
