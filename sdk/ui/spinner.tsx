import { useTranslation } from 'react-i18next';
import { classNames } from './class-names.ts';

export interface SpinnerProps {
  /** What is loading, for screen readers; 'Загрузка…' by default. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A loading indicator announced as a status. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span className={classNames('rk-spinner', `rk-spinner--${size}`, className)} role="status">
      <span className="rk-spinner__ring" aria-hidden="true" />
      <span className="rk-visually-hidden">{label ?? t('firstPaint.loading')}</span>
    </span>
  );
}
