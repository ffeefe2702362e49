import { useTranslation } from 'react-i18next';
import { orderStatusView } from '../../../sdk/format/index.ts';
import { classNames } from '../../../sdk/ui/index.ts';

/** An order's status: its label with the check icon, or 'Заказ обрабатывается' with the pending one. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const view = orderStatusView(status);
  return (
    <p className={classNames('me-status', `me-status--${view.icon}`)} data-status={status}>
      <svg className="me-status__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="9" />
        {view.icon === 'check' ? <path d="M8 12.5l2.8 2.8L16.5 9.5" /> : <path d="M12 7.5V12l3 2" />}
      </svg>
      <span>{t(view.label)}</span>
    </p>
  );
}
