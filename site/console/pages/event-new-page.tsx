import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { createConsoleEvent } from '../../../sdk/contract/console/index.ts';
import { useWrite } from '../console-forms.tsx';
import { ConsolePage } from '../console-page.tsx';
import { EventForm } from './event-form.tsx';

/** /console/events/new: a new event, made as a draft; then its own page (cities, publishing). */
export function EventNewPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const write = useWrite();
  return (
    <ConsolePage title={t('console.events.newTitle')} needs="organiser" back={<Link href="/console/events">← {t('console.event.back')}</Link>}>
      <section className="console-card">
        <EventForm
          write={write}
          onSubmit={(fields) =>
            void write.run(() => createConsoleEvent(fields)).then((event) => {
              if (event !== undefined) navigate(`/console/events/${encodeURIComponent(event.public_id)}`);
            })
          }
        />
      </section>
    </ConsolePage>
  );
}
