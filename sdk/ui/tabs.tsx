import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Marks a tab whose content has errors (a participant form not filled in). */
  invalid?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** What an invalid tab's mark says to screen readers; 'Не все данные участника заполнены' by default. */
  invalidLabel?: string;
  /** The content of the selected tab. */
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with a roving tabindex: Tab enters the list at the selected tab, arrows move
 * and select (wrapping), Home and End jump to the ends; the panel follows the selection.
 */
export function Tabs({ label, items, selected, onSelect, invalidLabel, children, className }: TabsProps) {
  const { t } = useTranslation();
  const base = `rk-tabs${useId()}`;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = `${base}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const target = { ArrowRight: selectedIndex + 1, ArrowLeft: selectedIndex - 1, Home: 0, End: last }[event.key];
    if (target === undefined || items.length === 0) return;
    event.preventDefault();
    const wrapped = target > last ? 0 : target < 0 ? last : target;
    const next = items[wrapped];
    if (next === undefined) return;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className={classNames('rk-tabs', className)}>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus sits on the tabs (a roving tabindex); the list hears their arrow keys. */}
      <div className="rk-tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element === null) buttons.current.delete(item.id);
                else buttons.current.set(item.id, element);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className={classNames('rk-tabs__tab', item.invalid === true && 'is-invalid')}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
              {item.invalid === true && (
                <span className="rk-tabs__mark">
                  <span aria-hidden="true">!</span>
                  <span className="rk-visually-hidden">{invalidLabel ?? t('basket.item.tabHasErrors')}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div className="rk-tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
