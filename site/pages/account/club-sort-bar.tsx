import { useTranslation } from 'react-i18next';
import { classNames } from '../../../sdk/ui/index.ts';
import type { ClubSort, ClubSortField } from '../../../sdk/catalogue/index.ts';

/**
 * The two sort buttons of a club list: 'По дате' and 'По названию'. The active one is pressed
 * and shows its direction; pressing it again flips the direction.
 */
export function ClubSortBar({ sort, onToggle }: { sort: ClubSort; onToggle: (field: ClubSortField) => void }) {
  const { t } = useTranslation();
  const fields: readonly { field: ClubSortField; label: string }[] = [
    { field: 'date', label: t('clubs.sort.byDate') },
    { field: 'name', label: t('clubs.sort.byName') },
  ];
  const direction = t(sort.direction === 'asc' ? 'clubs.sort.ascending' : 'clubs.sort.descending');
  return (
    <div className="acc-sort" role="group" aria-label={t('clubs.sort.label')}>
      {fields.map(({ field, label }) => {
        const active = sort.field === field;
        return (
          <button
            key={field}
            type="button"
            className={classNames('acc-chip', active && 'is-active')}
            aria-pressed={active}
            title={active ? t('accountPages.clubs.sortBy', { field: label, direction }) : undefined}
            onClick={() => onToggle(field)}
          >
            {label}
            {active && (
              <span className={classNames('acc-sort__arrow', sort.direction === 'desc' && 'is-desc')} aria-hidden="true">
                ↑
              </span>
            )}
            {active && <span className="rk-visually-hidden">, {direction}</span>}
          </button>
        );
      })}
    </div>
  );
}
