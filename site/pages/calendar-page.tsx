import { useTranslation } from 'react-i18next';
import '../../widgets/calendar/define.ts';
import { PageHead } from './page-head.tsx';

/** /calendar: the whole calendar (`<racekit-calendar>`, every event, with its filters). */
export function CalendarPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHead title={t('calendar.title')} lead={t('site.home.lead')} />
      <racekit-calendar />
    </div>
  );
}
