import { useTranslation } from 'react-i18next';
import '../../widgets/calendar/define.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { PageHead } from './page-head.tsx';

/** /calendar: the whole calendar (`<racekit-calendar>`, every event, with its filters). */
export function CalendarPage() {
  const { t } = useTranslation();
  usePageTitle(t('calendar.title'));
  return (
    <div className="page">
      <PageHead title={t('calendar.title')} lead={t('purchasePages.home.lead')} />
      <racekit-calendar />
    </div>
  );
}
