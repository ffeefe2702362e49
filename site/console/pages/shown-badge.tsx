import { useTranslation } from 'react-i18next';

/** Whether a record of the goods is on the site or hidden. */
export function ShownBadge({ hidden }: { readonly hidden: boolean }) {
  const { t } = useTranslation();
  return <span className={hidden ? 'console-badge console-badge--bad' : 'console-badge console-badge--good'}>{hidden ? t('console.goods.hidden') : t('console.goods.shown')}</span>;
}
